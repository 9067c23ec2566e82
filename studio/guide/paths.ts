/** The Studio tool that shows the editor's guide (docs/guia-do-editor.md): /studio/guia. */
export const GUIDE_TOOL_NAME = 'guia'

/** Where the tool reads the guide, rendered when the site is built (app/(studio)/studio/guia.json/route.ts). */
export const GUIDE_DATA_PATH = '/studio/guia.json'

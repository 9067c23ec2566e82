/** Where the Studio links the editor's guide (docs/guia-do-editor.md, served by app/(studio)/studio/guia/route.ts). */
export const EDITOR_GUIDE_PATH = '/studio/guia'

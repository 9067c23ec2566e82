/** The signed-in editor the Studio shows (its avatar, presence and history name her). */
export const editorUser = {
  id: 'pEditoraBuffet',
  name: 'Editora do Buffet',
  email: 'editora@buffet.example.com.br',
  profileImage: null,
  provider: 'sanity',
  role: 'editor',
  roles: [{ name: 'editor', title: 'Editor', description: 'Lê e escreve todos os documentos do dataset.' }],
}

// Sanity's Editor role on a dataset: every document, read, create, update and its history.
const editorGrants = [{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }]

type Reply = { status: number; body: unknown }

/**
 * The project and user endpoints a Studio reads after signing in, as api.sanity.io answers them
 * for an Editor: who she is (/users/me), the project and its members, the dataset's grants (what
 * the Studio may edit), the project's features, and her stored preferences (the key-value store).
 * Anything else under these paths is a 404, as for an unknown resource.
 */
export function projectApi(projectId: string, dataset: string) {
  const preferences = new Map<string, unknown>()
  return (
    method: string,
    path: string,
    search: URLSearchParams,
    body: string,
    role: 'editor' | 'other',
  ): Reply | undefined => {
    const editor = role === 'editor'
    if (path === '/users/me') return { status: 200, body: editor ? editorUser : {} }
    if (path === '/auth/id') return editor ? { status: 200, body: { id: editorUser.id } } : { status: 401, body: {} }
    if (path === `/users/${editorUser.id}`) return { status: 200, body: editorUser }
    if (path === '/ping') return { status: 200, body: 'PONG' }
    if (path === '/features') return { status: 200, body: [] }
    if (path === `/projects/${projectId}/grants`) return { status: 200, body: {} }
    // No Studio deployed on sanity.studio for this project, nothing scheduled (a paid feature the site leaves off).
    if (path === `/projects/${projectId}/user-applications`) return { status: 200, body: [] }
    if (path === `/schedules/${projectId}/${dataset}`) return { status: 200, body: { schedules: [] } }
    if (path === '/intake/telemetry-status') return { status: 200, body: { status: 'denied' } }
    const keyValue = /^\/users\/me\/keyvalue(?:\/(.+))?$/.exec(path)
    if (keyValue) {
      if (!editor)
        return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Session not found' } }
      if (method === 'PUT' || method === 'POST') {
        const entries = JSON.parse(body) as { key: string; value: unknown }[]
        for (const { key, value } of entries) preferences.set(key, value)
        return { status: 200, body: entries }
      }
      const keys = decodeURIComponent(keyValue[1] ?? search.get('keys') ?? '')
        .split(',')
        .filter(Boolean)
      return { status: 200, body: keys.map((key) => ({ key, value: preferences.get(key) ?? null })) }
    }
    if (path === `/projects/${projectId}`)
      return {
        status: 200,
        body: {
          id: projectId,
          displayName: 'Buffet Festa em Casa',
          studioHost: null,
          isBlocked: false,
          isDisabled: false,
          isDisabledByUser: false,
          metadata: {},
          maxRetentionDays: 3,
          organizationId: null,
          members: [
            { id: editorUser.id, role: 'editor', roles: editorUser.roles, isRobot: false, isCurrentUser: editor },
          ],
          features: [],
        },
      }
    if (path === `/projects/${projectId}/datasets`)
      return { status: 200, body: search.has('datasetProfile') ? [] : [{ name: dataset, aclMode: 'public' }] }
    if (path === `/projects/${projectId}/datasets/${dataset}/acl`)
      return { status: 200, body: editor ? editorGrants : [] }
    return undefined
  }
}

/** The multipart field every file staff send in a form comes in: pictures and captions. */
export const FILE_FIELD = 'file'

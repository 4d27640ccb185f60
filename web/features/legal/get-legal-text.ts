import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../api/api.ts'

type SnippetAnswer = string | { content?: string; html?: string; text?: string }

/** GET /api/snippets/legal/ (outside the base path): the legal text as HTML. */
export async function getLegalText(): Promise<string> {
  const answer = await api<SnippetAnswer>('/api/snippets/legal/', { fromOrigin: true })
  if (typeof answer === 'string') return answer
  return answer.html ?? answer.content ?? answer.text ?? ''
}

export const legalTextQuery = queryOptions({
  queryKey: ['snippet', 'legal'],
  queryFn: getLegalText,
  staleTime: 5 * 60_000,
})

export function useLegalText() {
  return useQuery(legalTextQuery)
}

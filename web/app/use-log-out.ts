import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { websiteQuery } from '../api/get-website.ts'
import { logOut } from '../api/log-out.ts'
import { paths } from '../lib/paths.ts'

/**
 * Spec §4 logout: forget the user and the token, then go to the login screen when the site
 * forces login, else to the home page.
 */
export function useLogOut(): () => void {
  const navigate = useNavigate()
  const forced = useQuery(websiteQuery).data?.auth_force_login === true
  return useCallback(() => {
    logOut()
    void navigate(forced ? paths.authLogin() : paths.home())
  }, [navigate, forced])
}

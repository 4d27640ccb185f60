import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * The reference page of `bench/storefront.ts`: React and react-dom, production builds, hydrating
 * one element the page already holds. Its scripting time, measured in the same run as the
 * storefront's pages, is what their figures are compared with across machines.
 */
const root = document.getElementById('root')
if (!root) throw new Error('The reference page has no #root element')
hydrateRoot(root, createElement('p', null, 'Bonjour'))

import type app from './fr.json'
import type account from './account/fr.json'
import type activate from './activate/fr.json'
import type auth from './auth/fr.json'
import type cart from './cart/fr.json'
import type catalogue from './catalogue/fr.json'
import type checkout from './checkout/fr.json'
import type contact from './contact/fr.json'
import type continueWatching from './continue-watching/fr.json'
import type donate from './donate/fr.json'
import type gifts from './gifts/fr.json'
import type editor from './editor/fr.json'
import type item from './item/fr.json'
import type items from './items/fr.json'
import type login from './login/fr.json'
import type myList from './my-list/fr.json'
import type myStuff from './my-stuff/fr.json'
import type partners from './partners/fr.json'
import type price from './price/fr.json'
import type search from './search/fr.json'
import type staff from './staff/fr.json'
import type tv from './tv/fr.json'
import type watchHistory from './watch-history/fr.json'

/** The dotted keys of a tree of texts: `{ a: { b: '…' } }` → `'a.b'`. */
type KeysOf<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key : `${Key}.${KeysOf<Tree[Key]>}`
}[keyof Tree & string]

/** A plural text is asked for by its base key: `cart_one` and `cart_other` are `cart`. */
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key

type AllKeys = KeysOf<
  typeof app &
    typeof account &
    typeof activate &
    typeof auth &
    typeof cart &
    typeof catalogue &
    typeof checkout &
    typeof contact &
    typeof continueWatching &
    typeof donate &
    typeof gifts &
    typeof editor &
    typeof item &
    typeof items &
    typeof login &
    typeof myList &
    typeof myStuff &
    typeof partners &
    typeof price &
    typeof search &
    typeof staff &
    typeof tv &
    typeof watchHistory
>

/**
 * Every key the app has a text for, from the French texts (texts.test.ts checks English has the
 * same): a key that names no text is a type error where it is used.
 */
export type TextKeyName = AllKeys | WithoutPlural<AllKeys>

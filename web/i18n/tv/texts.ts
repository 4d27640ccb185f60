import { addTexts } from '../add-texts.ts'
import en from './en.json'
import fr from './fr.json'

addTexts({ fr, en })

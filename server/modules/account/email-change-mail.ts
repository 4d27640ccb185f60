import type { Language } from '../../lib/chosen-language.ts'

interface EmailChangeMailFacts {
  name: string
  firstName: string
  link: string
  hours: number
}

/** The confirmation mail sent to the new address, in the language of the screen it came from. */
export const EMAIL_CHANGE_MAIL: Record<
  Language,
  (facts: EmailChangeMailFacts) => { subject: string; text: string; action: string }
> = {
  fr: ({ name, firstName, link, hours }) => ({
    subject: `${name} : confirmez votre nouvelle adresse e-mail`,
    action: 'Confirmer ma nouvelle adresse',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Vous avez demandé à utiliser cette adresse pour votre compte ${name}.`,
      'Pour confirmer le changement, ouvrez ce lien :',
      '',
      link,
      '',
      `Le lien ne sert qu’une fois et expire dans ${hours} heures.`,
      'Si vous n’avez rien demandé, ignorez ce message : rien ne change.',
    ].join('\n'),
  }),
  en: ({ name, firstName, link, hours }) => ({
    subject: `${name}: confirm your new e-mail address`,
    action: 'Confirm my new address',
    text: [
      `Hello ${firstName},`,
      '',
      `You asked to use this address for your ${name} account.`,
      'To confirm the change, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${hours} hours.`,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ].join('\n'),
  }),
}

/**
 * English messages and their translations. A key may hold `{name}` placeholders for the values
 * written into the message (`Ensure this field has at least {limit} characters.`); its
 * translation places the same names.
 */
export type Catalogue = Readonly<Record<string, string>>

/**
 * The French legal notice of a demo site (HTML the legal page shows after sanitising), without a
 * title of its own: the page draws "Mentions légales" as its heading.
 */
export function legalNoticeHtml(siteName: string, contactEmail: string): string {
  return `<p>Le site <strong>${siteName}</strong> est un site de démonstration de la plateforme Vitrine. Les vidéos, les prix, les partenaires et les personnes cités sont fictifs.</p>
<h2>Éditeur du site</h2>
<p>Vitrine Démo SAS (société fictive), au capital de 10 000 €, 1 place de l’Exemple, 75000 Paris.<br>
Directrice de la publication : Camille Durand.<br>
Contact : <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>
<h2>Hébergement</h2>
<p>Le site est hébergé par l’exploitant de cette installation de Vitrine.</p>
<h2>Propriété intellectuelle</h2>
<p>Les contenus de ce site sont protégés par le droit d’auteur. Toute reproduction, même partielle, est interdite sans l’accord de leurs auteurs.</p>
<h2>Données personnelles</h2>
<p>Les données saisies lors de la création d’un compte, d’un achat ou d’une prise de contact servent uniquement à fournir le service. Conformément au RGPD, vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, que vous pouvez exercer en écrivant à l’adresse ci-dessus.</p>
<h2>Cookies</h2>
<p>Ce site n’utilise aucun cookie publicitaire. Le panier et la session sont conservés dans le stockage local de votre navigateur.</p>
<h2>Conditions de vente</h2>
<ul>
<li>Une location donne accès à la vidéo pendant la durée indiquée (48 heures ou 7 jours).</li>
<li>Un achat donne un accès illimité ; certains achats incluent un fichier à télécharger.</li>
<li>Les abonnements sont mensuels ou annuels et peuvent être résiliés à tout moment.</li>
</ul>`
}

/** The same notice in English, for visitors who chose English. */
export function englishLegalNoticeHtml(siteName: string, contactEmail: string): string {
  return `<p><strong>${siteName}</strong> is a demonstration site of the Vitrine platform. The videos, prices, partners and people named are fictitious.</p>
<h2>Publisher</h2>
<p>Vitrine Démo SAS (a fictitious company), share capital €10,000, 1 place de l’Exemple, 75000 Paris, France.<br>
Publishing director: Camille Durand.<br>
Contact: <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>
<h2>Hosting</h2>
<p>The site is hosted by the operator of this Vitrine installation.</p>
<h2>Intellectual property</h2>
<p>The contents of this site are protected by copyright. Any reproduction, even partial, is forbidden without their authors’ consent.</p>
<h2>Personal data</h2>
<p>The data entered when creating an account, buying or writing to us are used only to provide the service. Under the GDPR, you have the right to access, correct and erase your data, by writing to the address above.</p>
<h2>Cookies</h2>
<p>This site uses no advertising cookies. The cart and the session are kept in your browser’s local storage.</p>
<h2>Terms of sale</h2>
<ul>
<li>A rental gives access to the video for the stated time (48 hours or 7 days).</li>
<li>A purchase gives unlimited access; some purchases include a file to download.</li>
<li>Subscriptions are monthly or yearly and can be cancelled at any time.</li>
</ul>`
}

// ALTCHA's translations of regional languages ship without their own declarations (its typings
// name them by the part before the hyphen). Each module only registers its strings.
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/pt-pt';
declare module 'altcha/i18n/zh-cn';
declare module 'altcha/i18n/zh-tw';

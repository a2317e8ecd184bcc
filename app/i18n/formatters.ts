import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types.ts'

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	const numbers = new Intl.NumberFormat(locale)

	const formatters: Formatters = {
		// `{count|number}`: a count in the locale's digits grouping (1,234). Plural forms still read the number.
		number: (value: number) => numbers.format(value),
	}

	return formatters
}

import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types.ts'
import { tableText } from './field-texts.ts'

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	const numbers = new Intl.NumberFormat(locale)

	const formatters: Formatters = {
		// `{count|number}`: a count in the locale's digits grouping (1,234). Plural forms still read the number.
		number: (value: number) => numbers.format(value),
		// `{key|fieldText}`: a content field's label in this language, from app/i18n/field-texts.ts.
		fieldText: (key: string) => tableText(locale, key),
	}

	return formatters
}

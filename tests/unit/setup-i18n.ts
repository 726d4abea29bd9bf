// Pages embed their strings in the HTML; in unit tests islands get them all, as the build does.
import '../../src/lib/client/i18n/server';

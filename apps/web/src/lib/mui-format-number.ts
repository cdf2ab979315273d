/**
 * Stands in for MUI's `buildFormatNumber`, which vite.config.ts points MUI's own imports of it to. MUI's
 * TablePagination calls it when its module is evaluated, and its `new Intl.NumberFormat` is the page's first use of
 * the browser's locale data: 60 to 90 ms on this machine, four times that on Lighthouse's phone, before the first
 * paint of every table page (decision 059). The same formatter, made on its first use: the portal's pagers pass
 * their own labels (`ServerPagination`), so it is never used there.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    formatter ??= new Intl.NumberFormat(locale);
    return formatter.format(value);
  };
}

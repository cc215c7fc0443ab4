// What kind of body a media type names, for every reader of bodies: the reference's examples and
// code samples at build time, and the Try it console in the browser. One set of rules, so a body
// the page writes as a form is one the console sends as a form.

export const isJsonMedia = (mediaType: string) => /json/i.test(mediaType);
export const isXmlMedia = (mediaType: string) => /[/+]xml\b/i.test(mediaType);
export const isFormMedia = (mediaType: string) => /x-www-form-urlencoded/i.test(mediaType);
export const isMultipartMedia = (mediaType: string) => /^multipart\//i.test(mediaType);

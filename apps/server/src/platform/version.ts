/** The server's version, shown in the API document and the console's System page. */
export const SERVER_VERSION = '0.1.0';

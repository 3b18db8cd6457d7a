// The server render bundle imports no styles: the page links the remote's built stylesheets.
module.exports = function noStyles() {
  return 'export {};';
};

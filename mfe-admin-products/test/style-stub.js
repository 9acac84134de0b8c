// Stylesheets are bundled by Rsbuild; under jest they are empty modules.
module.exports = {};

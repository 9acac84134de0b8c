/*
 * jsdom without the Fetch API's classes: react-router's data routers (createBrowserRouter,
 * createMemoryRouter) build a `Request` for every navigation. Node's own are lent to the jsdom
 * window, for the front-end projects whose tests render a data router (testEnvironment).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers });
  }
};

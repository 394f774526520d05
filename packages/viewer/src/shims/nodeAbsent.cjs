// The Node built-ins the engine's packages import but the page never calls (the file store,
// worker threads, the signing keys): each name is there, and a call to it throws, saying that the
// page has no such built-in — rather than failing later on an undefined.
module.exports = new Proxy(
  {},
  {
    get(_target, name) {
      if (name === "__esModule") return false;
      return () => {
        throw new Error(`${String(name)}: a Node built-in, not available in the viewer's page`);
      };
    },
  },
);

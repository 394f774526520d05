// Any other Node built-in the engine's packages import (the file store, worker threads): the
// page never calls them; one that is called says so instead of failing obscurely.
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

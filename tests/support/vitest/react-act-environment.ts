// Tells React that tests drive it through act(): testing-library would say so itself, but only where
// beforeAll is a global, which vitest (without `globals`) does not give it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

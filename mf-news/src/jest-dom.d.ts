// Types for the jest-dom matchers that the root jest/setup-dom.ts installs for every test.
import '@testing-library/jest-dom';

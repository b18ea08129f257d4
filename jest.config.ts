import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  moduleDirectories: [ 'node_modules', '<rootDir>' ],
  setupFilesAfterEnv: [ '<rootDir>/jest.setup.ts' ],
  testMatch: [ '<rootDir>/{configs,lib,ui,theme,types,pages,server,scripts}/**/*.test.{ts,tsx}' ],
  clearMocks: true,
  modulePathIgnorePatterns: [ '<rootDir>/.next/' ],
};

export default createJestConfig(config);

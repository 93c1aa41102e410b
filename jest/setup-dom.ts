import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A page's code and texts load lazily, and the first test of a file also compiles them: on a busy
// 2-core machine that can take longer than the default 1 s of findBy and waitFor.
configure({ asyncUtilTimeout: 5000 });

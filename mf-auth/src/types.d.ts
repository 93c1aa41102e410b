// Stylesheets: side-effect imports in the browser build; their text in the frames build.
declare module '*.css';

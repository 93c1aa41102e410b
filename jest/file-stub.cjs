// Style sheets and images are not under test in jsdom: they resolve to their file name.
module.exports = 'file-stub';

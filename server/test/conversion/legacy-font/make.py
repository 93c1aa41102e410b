# Builds krutidev-like.ttf, the converter tests' stand-in for a legacy (non-Unicode) Hindi font:
# Lohit Devanagari's glyphs (SIL OFL 1.1, Debian's fonts-lohit-deva) under Latin codes, named as
# Kruti Dev 010 is, so that a PDF printed with it draws Devanagari while its text layer holds
# Latin letters, as government documents typed in such fonts do. Run with Debian's
# python3-fonttools: /usr/bin/python3 make.py
from fontTools import subset
from fontTools.ttLib import TTFont

SOURCE = '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf'
# Latin code -> the Devanagari letter it draws (one glyph each, in visual order, as such fonts
# are typed: the i sign before its consonant).
CODES = {
    'H': 'भ', 'k': 'ा', 'j': 'र', 'r': 'त', ',': 'ए', 'd': 'क', 'f': 'ि', 'o': 'व',
    "'": 'श', 'y': 'ल', 'n': 'द', 's': 'े', 'g': 'ह', 'S': 'ै', ';': 'य', 'e': 'म',
    '?': 'घ',
}

font = TTFont(SOURCE)
unicode_cmap = font.getBestCmap()
glyphs = {code: unicode_cmap[ord(letter)] for code, letter in CODES.items()}
glyphs[' '] = unicode_cmap[ord(' ')]

options = subset.Options()
options.layout_features = []
options.name_IDs = ['*']
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(glyphs=list(glyphs.values()))
subsetter.subset(font)

for table in font['cmap'].tables:
    table.cmap = {ord(code): glyph for code, glyph in glyphs.items()}
for record in font['name'].names:
    if record.nameID in (1, 4, 16):
        record.string = 'Kruti Dev 010'
    elif record.nameID == 6:
        record.string = 'KrutiDev010'
font.save('krutidev-like.ttf')

import { describe, expect, it } from 'vitest';
import { formatFileSize, MEDIA_FILE_TYPES, mediaTypeOfFile, videoEmbedUrl } from '../../src/lib/media-types';
import { PUBLICATION_TYPES } from '../../src/lib/publication-types';
import { mediaSchema } from '../../src/lib/schemas/media';
import { detectMediaFileType } from '../../src/server/uploads/file-signature';

describe('publication types', () => {
  it('are the spec\'s 20, including Livro, Vídeo, Mapa, Tese and Outros', () => {
    expect(PUBLICATION_TYPES).toHaveLength(20);
    expect(new Set(PUBLICATION_TYPES).size).toBe(20);
    expect(PUBLICATION_TYPES).toEqual(expect.arrayContaining(['livro', 'video', 'mapa', 'tese', 'outros']));
  });
});

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=10', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://vimeo.com/1084537', 'https://player.vimeo.com/video/1084537'],
    ['https://player.vimeo.com/video/1084537', 'https://player.vimeo.com/video/1084537'],
    ['https://www.youtube.com/watch?v=<script>', null],
    ['https://vimeo.com/channels/staffpicks', null],
    ['https://evil.example/watch?v=aqz-KE-bpKQ', null],
    ['javascript:alert(1)', null],
    ['/demo/medias/vinheta.wav', null],
    [null, null],
  ])('turns %j into %j', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1,5 KB'],
    [1_258_291, '1,2 MB'],
    [100 * 1024 * 1024, '100 MB'],
  ])('shows %i bytes as %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('detectMediaFileType', () => {
  const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
  it.each([
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['GIF', bytes('GIF89a'), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['FLAC', bytes('fLaC'), 'audio/flac'],
    ['OGG audio', bytes('OggS', [0, 2], '\x01vorbis'), 'audio/ogg'],
    ['OGG video', bytes('OggS', [0, 2], '\x80theora'), 'video/ogg'],
    ['MP3 with ID3', bytes('ID3', [3, 0]), 'audio/mpeg'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['M4A', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'audio/mp4'],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypmp42'), 'video/mp4'],
    ['MOV', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f], 'B\x82\x84webm'), 'video/webm'],
    ['Matroska (not WebM)', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f], 'B\x82\x88matroska'), null],
    ['ADTS AAC', bytes([0xff, 0xf1, 0x50, 0x80]), null],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic'), null],
    ['ZIP', bytes('PK\x03\x04'), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['text', bytes('olá'), null],
    ['empty', bytes(''), null],
  ])('reads %s', (_name, data, type) => {
    expect(detectMediaFileType(data)).toBe(type);
  });

  it('maps every accepted type to a media type', () => {
    for (const mime of Object.keys(MEDIA_FILE_TYPES)) expect(mediaTypeOfFile(mime)).not.toBeNull();
    expect(mediaTypeOfFile('application/zip')).toBeNull();
  });
});

describe('mediaSchema', () => {
  const base = { title: 'Guia', publication_type: 'livro', media_type: 'link', external_url: 'https://exemplo.org' };
  it('makes the slug from the title and takes a year as text from the select', () => {
    expect(mediaSchema.parse({ ...base, title: 'Ação Cultural', year: '1999' })).toMatchObject({ slug: 'acao-cultural', year: 1999, status: 'draft', file_id: null });
  });

  it('takes a site path as the link (the demo files)', () => {
    expect(mediaSchema.parse({ ...base, external_url: '/demo/medias/cartilha-exemplo.pdf' }).external_url).toBe('/demo/medias/cartilha-exemplo.pdf');
  });

  it('turns an empty year into none', () => {
    expect(mediaSchema.parse({ ...base, year: '' }).year).toBeNull();
  });
});

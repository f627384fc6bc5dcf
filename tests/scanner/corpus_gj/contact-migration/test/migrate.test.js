// chunk() is tiny but the migration depends on it not dropping the tail
describe('chunking', () => {
  function chunk(arr, n) {
    const out = [];
    for (let i = 0; i < arr.length; i += n) out.push(arr.slice(i, i + n));
    return out;
  }

  test('keeps remainder', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  test('empty in, empty out', () => {
    expect(chunk([], 500)).toEqual([]);
  });
});

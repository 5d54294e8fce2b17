import { describe, expect, it } from 'vitest';
import { distanceKm, nearestTo, NEARBY_PLACES } from './geo';

describe('distanceKm (great circle on the mean Earth radius, 6371.0088 km)', () => {
  it('one degree along a meridian is 111.195 km; a quarter of the equator 10 007.6 km; the antipode π R', () => {
    expect(distanceKm({ latitude: 38, longitude: 43 }, { latitude: 39, longitude: 43 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(10007.557, 3);
    expect(distanceKm({ latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it('is symmetric and zero for the same point', () => {
    const van = { latitude: 38.5027, longitude: 43.3425 };
    const akdamar = { latitude: 38.3408, longitude: 43.0378 };
    expect(distanceKm(van, van)).toBe(0);
    expect(distanceKm(van, akdamar)).toBeCloseTo(distanceKm(akdamar, van), 9);
    // Van Fortress to Akdamar Island, as the crow flies.
    console.log('Van Fortress → Akdamar Island km:', distanceKm(van, akdamar).toFixed(2));
    expect(distanceKm(van, akdamar)).toBeGreaterThan(30);
    expect(distanceKm(van, akdamar)).toBeLessThan(33);
  });
});

describe('nearestTo', () => {
  const from = { latitude: 38.5, longitude: 43.4 };
  const at = (name: string, latitude: number | null, longitude: number | null) => ({ name, latitude, longitude });

  it(`keeps the ${NEARBY_PLACES} nearest with a point, nearest first, km to one decimal; equal distances keep their order`, () => {
    const entities = [
      at('far', 39.5, 43.4),
      at('none', null, null),
      at('north-a', 38.6, 43.4),
      at('south', 38.45, 43.4),
      at('north-b', 38.6, 43.4),
      at('east', 38.5, 43.5),
      at('west', 38.5, 43.2),
      at('here', 38.5, 43.4),
    ];
    expect(nearestTo(from, entities).map(({ entity, distanceKm: km }) => [entity.name, km])).toEqual([
      ['here', 0],
      ['south', 5.6],
      ['east', 8.7],
      ['north-a', 11.1],
      ['north-b', 11.1],
    ]);
    expect(nearestTo(from, [at('none', null, null)])).toEqual([]);
  });
});

/*
 * Writes core/sky/reference/transit-reference.json: exact transit times from Swiss Ephemeris, the
 * regression set for core/sky/transits/. How to build and run it: transit-reference.md.
 *
 * Everything is found by root finding on swe_calc_ut / swe_houses longitudes (apparent, geocentric,
 * tropical, of date): each transiting body is sampled every SAMPLE_DAYS, each sample interval is
 * split where the speed changes sign (a station, located by bisection on the speed), so every
 * piece is monotonic and holds at most one crossing of a level; crossings are then bisected to
 * well under a millisecond. No step of this depends on the engine under test.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "swephexp.h"

#define SAMPLE_DAYS 0.25
#define UNIX_EPOCH_JD 2440587.5
#define TROPICAL_YEAR_DAYS 365.2421904
#define MAX_SAMPLES 400000

static const int FLAGS = SEFLG_SWIEPH | SEFLG_SPEED;

/* Transiting bodies, their ids in the JSON and their orbs: keep equal to core/sky/transits/transit-orbs.ts. */
static const int BODY_NUMBERS[] = {SE_SUN, SE_MERCURY, SE_VENUS, SE_MARS, SE_JUPITER, SE_SATURN, SE_URANUS, SE_NEPTUNE, SE_PLUTO};
static const char *BODY_IDS[] = {"sun", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto"};
static const double ORBS[] = {1, 1, 1, 1.5, 2, 2, 1, 1, 1};
/* How far beyond the window a body's in-orb period can reach (a retrograde loop round a point). */
static const double PAD_DAYS[] = {5, 60, 90, 150, 420, 480, 560, 620, 720};
#define BODY_COUNT 9

static const double ANGLES[] = {0, 60, 90, 120, 180, 240, 270, 300};
#define ANGLE_COUNT 8

#define TARGET_COUNT 13
static const char *TARGET_IDS[TARGET_COUNT] = {"sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto", "trueNode", "asc", "mc"};
static const int TARGET_NUMBERS[] = {SE_SUN, SE_MOON, SE_MERCURY, SE_VENUS, SE_MARS, SE_JUPITER, SE_SATURN, SE_URANUS, SE_NEPTUNE, SE_PLUTO, SE_TRUE_NODE};

typedef struct {
  const char *id;
  const char *birth; /* UT, YYYY-MM-DDTHH:MM:SSZ */
  double lat, lon;
  const char *from; /* window start, 00:00 UT */
  int days;
} Natal;

static const Natal NATALS[] = {
    {"t1", "1990-05-17T14:30:00Z", 48.8566, 2.3522, "2026-01-01", 366},
    {"t2", "1975-11-02T03:15:00Z", 40.7128, -74.006, "2026-06-01", 365},
    {"t3", "2001-08-23T21:40:00Z", -33.8688, 151.2093, "2027-01-01", 365},
    {"t4", "1962-02-14T09:05:00Z", 35.6762, 139.6503, "2025-03-01", 365},
};
#define NATAL_COUNT 4

static double wrap180(double degrees) {
  double value = fmod(degrees + 180.0, 360.0);
  if (value < 0) value += 360.0;
  return value - 180.0;
}

static double jd_of(const char *iso) {
  int year, month, day, hour = 0, minute = 0, second = 0;
  sscanf(iso, "%d-%d-%dT%d:%d:%d", &year, &month, &day, &hour, &minute, &second);
  return swe_julday(year, month, day, hour + minute / 60.0 + second / 3600.0, SE_GREG_CAL);
}

static void print_iso(double jd) {
  double ms = round((jd - UNIX_EPOCH_JD) * 86400000.0);
  time_t seconds = (time_t)floor(ms / 1000.0);
  int millis = (int)(ms - (double)seconds * 1000.0);
  struct tm parts;
  gmtime_r(&seconds, &parts);
  printf("\"%04d-%02d-%02dT%02d:%02d:%02d.%03dZ\"", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
         parts.tm_hour, parts.tm_min, parts.tm_sec, millis);
}

static void position(int body, double jd, double *lon, double *speed) {
  double result[6];
  char error[256];
  int32 returned = swe_calc_ut(jd, body, FLAGS, result, error);
  if (returned < 0) {
    fprintf(stderr, "swe_calc_ut: %s\n", error);
    exit(1);
  }
  /* Without the files Swiss Ephemeris quietly falls back to Moshier; refuse that. */
  if (!(returned & SEFLG_SWIEPH)) {
    fprintf(stderr, "Swiss Ephemeris files not found (set SE_EPHE_PATH): %s\n", error);
    exit(1);
  }
  *lon = result[0];
  *speed = result[3];
}

/* One body sampled with unwrapped longitudes, plus the station-free pieces between samples. */
typedef struct {
  int body;
  int count;
  double *jd, *lon, *speed;
} Track;

static Track sample(int body, double start, double end, double step) {
  Track track = {body, 0, NULL, NULL, NULL};
  int count = (int)ceil((end - start) / step) + 1;
  if (count > MAX_SAMPLES) exit(2);
  track.jd = malloc(sizeof(double) * count);
  track.lon = malloc(sizeof(double) * count);
  track.speed = malloc(sizeof(double) * count);
  for (int index = 0; index < count; index += 1) {
    double lon, speed, jd = start + index * step;
    position(body, jd, &lon, &speed);
    track.jd[index] = jd;
    track.lon[index] = index == 0 ? lon : track.lon[index - 1] + wrap180(lon - track.lon[index - 1]);
    track.speed[index] = speed;
  }
  track.count = count;
  return track;
}

static double station_between(int body, double a, double speed_a, double b) {
  for (int iteration = 0; iteration < 60; iteration += 1) {
    double middle = (a + b) / 2, lon, speed;
    position(body, middle, &lon, &speed);
    if ((speed < 0) == (speed_a < 0)) a = middle;
    else b = middle;
  }
  return (a + b) / 2;
}

/* Longitude unwrapped near `near`. */
static double unwrapped(int body, double jd, double near) {
  double lon, speed;
  position(body, jd, &lon, &speed);
  return near + wrap180(lon - near);
}

/* The instant in [a, b] (monotonic piece) where the body crosses unwrapped `level`. */
static double crossing(int body, double a, double b, double level) {
  double value_a = unwrapped(body, a, level);
  for (int iteration = 0; iteration < 60; iteration += 1) {
    double middle = (a + b) / 2;
    double value = unwrapped(body, middle, level);
    if ((value < level) == (value_a < level)) a = middle;
    else b = middle;
  }
  return (a + b) / 2;
}

typedef struct {
  double jd;
  int kind; /* -1 band edge, 0 exact */
  double level;
} Crossing;

static int by_time(const void *first, const void *second) {
  double a = ((const Crossing *)first)->jd, b = ((const Crossing *)second)->jd;
  return a < b ? -1 : a > b;
}

/* Monotonic pieces of the track: piece k runs from piece_jd[k] to piece_jd[k+1]. */
typedef struct {
  int count;
  double *jd, *lon;
} Pieces;

static Pieces pieces_of(const Track *track) {
  Pieces pieces = {0, malloc(sizeof(double) * track->count * 2), malloc(sizeof(double) * track->count * 2)};
  for (int index = 0; index < track->count; index += 1) {
    if (index > 0 && (track->speed[index] < 0) != (track->speed[index - 1] < 0)) {
      double station = station_between(track->body, track->jd[index - 1], track->speed[index - 1], track->jd[index]);
      pieces.jd[pieces.count] = station;
      pieces.lon[pieces.count] = unwrapped(track->body, station, track->lon[index - 1]);
      pieces.count += 1;
    }
    pieces.jd[pieces.count] = track->jd[index];
    pieces.lon[pieces.count] = track->lon[index];
    pieces.count += 1;
  }
  return pieces;
}

/* Every crossing of offset + k·360 (k any integer) inside the pieces. */
static int crossings_of(int body, const Pieces *pieces, double offset, int kind, Crossing *out, int used, int limit) {
  for (int index = 0; index + 1 < pieces->count; index += 1) {
    double v0 = pieces->lon[index], v1 = pieces->lon[index + 1];
    double low = fmin(v0, v1), high = fmax(v0, v1);
    for (double level = ceil((low - offset) / 360.0) * 360.0 + offset; level <= high; level += 360.0) {
      if (level == v0 && index > 0) continue;
      if (used >= limit) exit(3);
      out[used].jd = crossing(body, pieces->jd[index], pieces->jd[index + 1], level);
      out[used].kind = kind;
      out[used].level = level;
      used += 1;
    }
  }
  return used;
}

static int first_output = 1;

static void separator(void) {
  if (!first_output) printf(",\n");
  first_output = 0;
}

/*
 * In-orb periods of one body to one natal point and aspect that overlap [window_start, window_end),
 * each with every exact pass; a period cut by the sampled span's edge prints null for that end.
 */
static void periods(const Track *track, const Pieces *pieces, int body_index, const char *target, double target_lon,
                    double angle, double window_start, double window_end) {
  double center = fmod(target_lon + angle, 360.0), orb = ORBS[body_index];
  static Crossing found[4096];
  int used = 0;
  used = crossings_of(track->body, pieces, center, 0, found, used, 4096);
  used = crossings_of(track->body, pieces, center - orb, -1, found, used, 4096);
  used = crossings_of(track->body, pieces, center + orb, -1, found, used, 4096);
  qsort(found, used, sizeof(Crossing), by_time);
  int inside = fabs(wrap180(track->lon[0] - center)) < orb;
  double start = inside ? NAN : 0;
  double passes[8];
  int pass_count = 0;
  for (int index = 0; index <= used; index += 1) {
    int closing = index == used ? inside : (inside && found[index].kind == -1);
    if (closing) {
      double end = index == used ? NAN : found[index].jd;
      int overlaps = (isnan(end) || end >= window_start) && (isnan(start) || start < window_end);
      if (overlaps && pass_count > 0) {
        separator();
        printf("    {\"body\": \"%s\", \"target\": \"%s\", \"angle\": %g, \"startsAt\": ", BODY_IDS[body_index], target, angle);
        if (isnan(start)) printf("null"); else print_iso(start);
        printf(", \"endsAt\": ");
        if (isnan(end)) printf("null"); else print_iso(end);
        printf(", \"exact\": [");
        for (int pass = 0; pass < pass_count; pass += 1) {
          if (pass) printf(", ");
          print_iso(passes[pass]);
        }
        printf("]}");
      }
      inside = 0;
      pass_count = 0;
      continue;
    }
    if (index == used) break;
    if (found[index].kind == -1) {
      inside = 1;
      start = found[index].jd;
    } else if (inside && pass_count < 8) {
      passes[pass_count++] = found[index].jd;
    }
  }
}

/* Instants in [start, end) at which `body` stands at `target` (unwrapped search on a fresh track). */
static void exact_passes(int body, double target, double start, double end, const char *label) {
  Track track = sample(body, start, end, SAMPLE_DAYS);
  Pieces pieces = pieces_of(&track);
  static Crossing found[4096];
  int used = crossings_of(body, &pieces, target, 0, found, 0, 4096);
  qsort(found, used, sizeof(Crossing), by_time);
  for (int index = 0; index < used; index += 1) {
    if (found[index].jd < start || found[index].jd >= end) continue;
    separator();
    printf("    {\"what\": \"%s\", \"utc\": ", label);
    print_iso(found[index].jd);
    printf("}");
  }
}

int main(void) {
  const char *path = getenv("SE_EPHE_PATH");
  swe_set_ephe_path(path ? (char *)path : "ephe");
  char version[64];
  swe_version(version);
  printf("{\n \"description\": \"Exact transit times from Swiss Ephemeris %s (SEFLG_SWIEPH|SEFLG_SPEED with sepl_18/semo_18.se1, DE441-based; apparent geocentric tropical of date; Placidus angles from swe_houses; input times UT). Written by transit-reference.c (see transit-reference.md). Periods: in-orb spans with every exact pass; returns: exact passes of the slow planets to their natal places, and solar and lunar returns; progressedMoon: the day-for-a-year Moon's sign ingresses; lunations: new and full Moons; eclipses: greatest eclipse.\",\n", version);
  printf(" \"orbs\": {");
  for (int body = 0; body < BODY_COUNT; body += 1) printf("%s\"%s\": %g", body ? ", " : "", BODY_IDS[body], ORBS[body]);
  printf("},\n \"charts\": [\n");
  for (int natal_index = 0; natal_index < NATAL_COUNT; natal_index += 1) {
    const Natal *natal = &NATALS[natal_index];
    double birth = jd_of(natal->birth);
    double window_start = jd_of(natal->from), window_end = window_start + natal->days;
    double natal_lon[TARGET_COUNT], cusps[13], ascmc[10];
    for (int target = 0; target < 11; target += 1) {
      double speed;
      position(TARGET_NUMBERS[target], birth, &natal_lon[target], &speed);
    }
    swe_houses(birth, natal->lat, natal->lon, 'P', cusps, ascmc);
    natal_lon[11] = ascmc[0];
    natal_lon[12] = ascmc[1];
    printf("  {\"id\": \"%s\", \"birth\": \"%s\", \"lat\": %g, \"lon\": %g, \"from\": \"%s\", \"days\": %d,\n   \"natal\": {",
           natal->id, natal->birth, natal->lat, natal->lon, natal->from, natal->days);
    for (int target = 0; target < TARGET_COUNT; target += 1)
      printf("%s\"%s\": %.7f", target ? ", " : "", TARGET_IDS[target], natal_lon[target]);
    printf("},\n   \"cusps\": [");
    for (int house = 1; house <= 12; house += 1) printf("%s%.7f", house > 1 ? ", " : "", cusps[house]);
    printf("],\n   \"periods\": [\n");
    first_output = 1;
    for (int body = 0; body < BODY_COUNT; body += 1) {
      Track track = sample(BODY_NUMBERS[body], window_start - PAD_DAYS[body], window_end + PAD_DAYS[body], SAMPLE_DAYS);
      Pieces pieces = pieces_of(&track);
      for (int target = 0; target < TARGET_COUNT; target += 1)
        for (int angle = 0; angle < ANGLE_COUNT; angle += 1)
          periods(&track, &pieces, body, TARGET_IDS[target], natal_lon[target], ANGLES[angle], window_start, window_end);
      free(track.jd); free(track.lon); free(track.speed); free(pieces.jd); free(pieces.lon);
    }
    printf("\n   ],\n   \"returns\": [\n");
    first_output = 1;
    char label[64];
    for (int angle = 0; angle < 4; angle += 1) {
      double phase = angle * 90.0;
      snprintf(label, sizeof label, "jupiter %g", phase);
      exact_passes(SE_JUPITER, natal_lon[5] + phase, window_start, window_start + 12 * 366, label);
      snprintf(label, sizeof label, "saturn %g", phase);
      exact_passes(SE_SATURN, natal_lon[6] + phase, window_start, window_start + 30 * 366, label);
    }
    exact_passes(SE_SUN, natal_lon[0], window_start, window_end, "solar-return");
    exact_passes(SE_MOON, natal_lon[1], window_start, window_end, "lunar-return");
    printf("\n   ],\n   \"progressedMoon\": [\n");
    first_output = 1;
    /* Real time t maps to birth + (t − birth) / year: sample the Moon in its own (progressed) time. */
    double progressed_start = birth + (window_start - birth) / TROPICAL_YEAR_DAYS;
    double progressed_end = birth + (window_start + 10 * 366 - birth) / TROPICAL_YEAR_DAYS;
    Track moon = sample(SE_MOON, progressed_start, progressed_end, 0.01);
    Pieces moon_pieces = pieces_of(&moon);
    static Crossing moon_found[256];
    int moon_used = 0;
    for (int sign = 0; sign < 12; sign += 1) moon_used = crossings_of(SE_MOON, &moon_pieces, sign * 30.0, 0, moon_found, moon_used, 256);
    qsort(moon_found, moon_used, sizeof(Crossing), by_time);
    for (int index = 0; index < moon_used; index += 1) {
      separator();
      printf("    {\"sign\": %d, \"utc\": ", ((int)floor(fmod(moon_found[index].level + 720.0, 360.0) / 30.0 + 0.5)) % 12);
      print_iso(birth + (moon_found[index].jd - birth) * TROPICAL_YEAR_DAYS);
      printf("}");
    }
    printf("\n   ]}%s\n", natal_index + 1 < NATAL_COUNT ? "," : "");
  }
  printf(" ],\n \"lunations\": [\n");
  first_output = 1;
  /* New and full Moons from 2025-01-01 for three years: roots of the Moon − Sun elongation. */
  double start = jd_of("2025-01-01"), end = jd_of("2028-01-01");
  for (double jd = start; jd < end; jd += SAMPLE_DAYS) {
    double sun0, moon0, sun1, moon1, speed;
    position(SE_SUN, jd, &sun0, &speed);
    position(SE_MOON, jd, &moon0, &speed);
    position(SE_SUN, jd + SAMPLE_DAYS, &sun1, &speed);
    position(SE_MOON, jd + SAMPLE_DAYS, &moon1, &speed);
    for (int phase = 0; phase < 2; phase += 1) {
      double e0 = wrap180(moon0 - sun0 - phase * 180.0), e1 = wrap180(moon1 - sun1 - phase * 180.0);
      if (!(e0 < 0 && e1 >= 0)) continue;
      double a = jd, b = jd + SAMPLE_DAYS;
      for (int iteration = 0; iteration < 60; iteration += 1) {
        double middle = (a + b) / 2, sun, moon;
        position(SE_SUN, middle, &sun, &speed);
        position(SE_MOON, middle, &moon, &speed);
        if (wrap180(moon - sun - phase * 180.0) < 0) a = middle;
        else b = middle;
      }
      double moon;
      position(SE_MOON, (a + b) / 2, &moon, &speed);
      separator();
      printf("  {\"type\": \"%s\", \"utc\": ", phase ? "full-moon" : "new-moon");
      print_iso((a + b) / 2);
      printf(", \"moonLon\": %.6f}", moon);
    }
  }
  printf("\n ],\n \"eclipses\": [\n");
  first_output = 1;
  for (int solar = 0; solar < 2; solar += 1) {
    double jd = start, times[10], attributes[20];
    char error[256];
    while (1) {
      int kind = solar ? swe_sol_eclipse_when_glob(jd, FLAGS, 0, times, 0, error)
                       : swe_lun_eclipse_when(jd, FLAGS, 0, times, 0, error);
      if (kind < 0 || times[0] >= end) break;
      (void)attributes;
      separator();
      printf("  {\"type\": \"%s\", \"utc\": ", solar ? "solar-eclipse" : "lunar-eclipse");
      print_iso(times[0]);
      printf("}");
      jd = times[0] + 20;
    }
  }
  printf("\n ]\n}\n");
  swe_close();
  return 0;
}

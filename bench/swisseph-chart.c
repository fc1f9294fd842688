/*
 * Times Swiss Ephemeris on the charts bench/chart.ts times for the astrologer's chart: the ten
 * bodies, both nodes, Chiron and the mean apogee with speeds (SEFLG_SWIEPH, the .se1 files) and
 * Placidus houses, on the same instants and places. Not part of `npm run bench` (we ship no Swiss
 * Ephemeris); build and run it by hand beside a Swiss Ephemeris source tree:
 *
 *   gcc -O2 -I$SWE -o /tmp/swisseph-chart bench/swisseph-chart.c $SWE/libswe.a -lm
 *   /tmp/swisseph-chart $SWE/ephe
 *
 * (libswe.a: `gcc -O2 -c sw*.c && ar rcs libswe.a sw*.o` in $SWE). It prints the median.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "swephexp.h"

static const int BODIES[] = {SE_SUN,     SE_MOON,   SE_MERCURY, SE_VENUS,     SE_MARS,
                             SE_JUPITER, SE_SATURN, SE_URANUS,  SE_NEPTUNE,   SE_PLUTO,
                             SE_MEAN_NODE, SE_TRUE_NODE, SE_CHIRON, SE_MEAN_APOG};

static double now_ms(void) {
  struct timespec spec;
  clock_gettime(CLOCK_MONOTONIC, &spec);
  return spec.tv_sec * 1e3 + spec.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The same instants as bench/chart.ts: 1900 + (index · 7 919 393 s mod 150 years). */
static void chart(long index) {
  const double start_ms = -2208988800000.0, span_ms = 4733510400000.0;
  double ms = start_ms + fmod((double)index * 7919393.0 * 1000.0, span_ms);
  double jd = ms / 86400000.0 + 2440587.5, out[6], cusps[13], ascmc[10];
  char error[AS_MAXCH];
  for (int body = 0; body < 14; body++) swe_calc_ut(jd, BODIES[body], SEFLG_SWIEPH | SEFLG_SPEED, out, error);
  swe_houses_ex(jd, 0, 51.5 - (index % 100), (index % 360) - 180, 'P', cusps, ascmc);
}

int main(int argc, char **argv) {
  enum { WARMUP = 2000, RUNS = 10000 };
  static double samples[RUNS];
  swe_set_ephe_path(argc > 1 ? argv[1] : "ephe");
  for (long index = 0; index < WARMUP; index++) chart(index);
  for (long index = 0; index < RUNS; index++) {
    double start = now_ms();
    chart(WARMUP + index);
    samples[index] = now_ms() - start;
  }
  qsort(samples, RUNS, sizeof samples[0], by_value);
  printf("Swiss Ephemeris chart median: %.4f ms\n", samples[RUNS / 2]);
  return 0;
}

/*
 * Writes astrologer-charts.json (to stdout): the references for the house systems, Chiron, the
 * mean lunar apogee (Lilith), the four ayanamsas and sidereal positions, the Vertex and the Part
 * of Fortune. See make-astrologer-charts.sh for how it is built and run. Test data only: the app
 * never reads it, and no Swiss Ephemeris code goes into the app.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "swephexp.h"

#define FLAGS (SEFLG_SWIEPH | SEFLG_SPEED)
#define CHART_COUNT 40

static const char *BODY_NAMES[] = {"sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn",
                                   "uranus", "neptune", "pluto", "meanNode", "trueNode", "chiron", "lilith"};
static const int BODY_CODES[] = {SE_SUN, SE_MOON, SE_MERCURY, SE_VENUS, SE_MARS, SE_JUPITER, SE_SATURN,
                                 SE_URANUS, SE_NEPTUNE, SE_PLUTO, SE_MEAN_NODE, SE_TRUE_NODE, SE_CHIRON,
                                 SE_MEAN_APOG};
#define BODY_COUNT 14

static const char *HOUSE_NAMES[] = {"placidus", "koch", "equal", "whole-sign", "porphyry", "regiomontanus",
                                    "campanus", "alcabitius", "topocentric", "morinus", "meridian", "vehlow"};
static const char HOUSE_CODES[] = {'P', 'K', 'E', 'W', 'O', 'R', 'C', 'B', 'T', 'M', 'X', 'V'};
#define HOUSE_COUNT 12

static const char *AYANAMSA_NAMES[] = {"lahiri", "fagan-bradley", "raman", "krishnamurti"};
static const int AYANAMSA_CODES[] = {SE_SIDM_LAHIRI, SE_SIDM_FAGAN_BRADLEY, SE_SIDM_RAMAN, SE_SIDM_KRISHNAMURTI};
#define AYANAMSA_COUNT 4

/* A fixed linear congruential generator, so the set is the same on every run. */
static unsigned long long seed = 20261128ULL;
static double uniform(void) {
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(seed >> 11) / 9007199254740992.0;
}

static void fail(const char *what, const char *error) {
  fprintf(stderr, "%s: %s\n", what, error);
  exit(1);
}

static void print_cusps(const double *cusp) {
  printf("[");
  for (int index = 1; index <= 12; index++) printf("%s%.8f", index > 1 ? "," : "", cusp[index]);
  printf("]");
}

/* One body with the ephemeris files; stops if Swiss Ephemeris fell back to Moshier. */
static void body(double jd, int code, int flags, double *out) {
  char error[AS_MAXCH] = "";
  int result = swe_calc_ut(jd, code, flags, out, error);
  if (result < 0) fail("swe_calc_ut", error);
  if ((flags & SEFLG_SWIEPH) && code != SE_MEAN_APOG && code != SE_MEAN_NODE && !(result & SEFLG_SWIEPH))
    fail("swe_calc_ut", "did not use the ephemeris files");
}

static void chart(const char *id, double jd, int year, int month, int day, double hour, double lat, double lon) {
  double position[6], cusp[13], ascmc[10];
  int seconds = (int)llround(hour * 3600);
  printf("  {\"id\":\"%s\",\"utc\":\"%04d-%02d-%02dT%02d:%02d:%02dZ\",\"lat\":%.4f,\"lon\":%.4f,\n", id, year,
         month, day, seconds / 3600, seconds / 60 % 60, seconds % 60, lat, lon);
  printf("   \"bodies\":{");
  for (int index = 0; index < BODY_COUNT; index++) {
    body(jd, BODY_CODES[index], FLAGS, position);
    printf("%s\"%s\":{\"lon\":%.8f,\"lat\":%.8f,\"speed\":%.8f}", index ? "," : "", BODY_NAMES[index],
           position[0], position[1], position[3]);
  }
  printf("},\n   \"houses\":{");
  for (int index = 0; index < HOUSE_COUNT; index++) {
    char error[AS_MAXCH] = "";
    int result = swe_houses_ex2(jd, 0, lat, lon, HOUSE_CODES[index], cusp, ascmc, NULL, NULL, error);
    printf("%s\n    \"%s\":{\"asc\":%.8f,\"mc\":%.8f,\"cusps\":", index ? "," : "", HOUSE_NAMES[index],
           ascmc[0], ascmc[1]);
    print_cusps(cusp);
    if (result < 0) printf(",\"swissFallback\":\"porphyry\"");
    printf("}");
  }
  swe_houses_ex(jd, 0, lat, lon, 'P', cusp, ascmc);
  printf("},\n   \"vertex\":%.8f,", ascmc[3]);
  /* The Part of Fortune: by day (the Sun's true altitude above 0) Asc + Moon − Sun, by night Asc + Sun − Moon. */
  double sun[6], moon[6], equatorial[6], horizon[3], place[3] = {lon, lat, 0};
  body(jd, SE_SUN, FLAGS, sun);
  body(jd, SE_MOON, FLAGS, moon);
  body(jd, SE_SUN, FLAGS | SEFLG_EQUATORIAL, equatorial);
  swe_azalt(jd, SE_EQU2HOR, place, 0, 0, equatorial, horizon);
  int daytime = horizon[1] > 0;
  double fortune = swe_degnorm(ascmc[0] + (daytime ? moon[0] - sun[0] : sun[0] - moon[0]));
  printf("\"partOfFortune\":{\"daytime\":%s,\"lon\":%.8f},\n", daytime ? "true" : "false", fortune);
  printf("   \"sidereal\":{");
  for (int mode = 0; mode < AYANAMSA_COUNT; mode++) {
    double ayanamsa;
    char error[AS_MAXCH] = "";
    swe_set_sid_mode(AYANAMSA_CODES[mode], 0, 0);
    /* The true ayanamsa: without SEFLG_NONUT Swiss Ephemeris adds the nutation in longitude. */
    if (swe_get_ayanamsa_ex_ut(jd, SEFLG_SWIEPH, &ayanamsa, error) < 0) fail("swe_get_ayanamsa_ex_ut", error);
    printf("%s\n    \"%s\":{\"ayanamsa\":%.8f,\"bodies\":{", mode ? "," : "", AYANAMSA_NAMES[mode], ayanamsa);
    for (int index = 0; index < BODY_COUNT; index++) {
      body(jd, BODY_CODES[index], FLAGS | SEFLG_SIDEREAL, position);
      printf("%s\"%s\":%.8f", index ? "," : "", BODY_NAMES[index], position[0]);
    }
    printf("},\"houses\":{");
    /* Sidereal cusps are the tropical ones less the ayanamsa, except whole signs: two systems show both. */
    for (int index = 0; index < 4; index += 3) {
      swe_houses_ex(jd, SEFLG_SIDEREAL, lat, lon, HOUSE_CODES[index], cusp, ascmc);
      printf("%s\"%s\":{\"asc\":%.8f,\"mc\":%.8f,\"cusps\":", index ? "," : "", HOUSE_NAMES[index], ascmc[0],
             ascmc[1]);
      print_cusps(cusp);
      printf("}");
    }
    printf("}}");
  }
  printf("}}");
}

int main(int argc, char **argv) {
  swe_set_ephe_path(argc > 1 ? argv[1] : "ephe");
  char version[AS_MAXCH];
  swe_version(version);
  printf("{\n \"description\": \"Astrologer's charts from Swiss Ephemeris %s with the sepl_18, semo_18 and "
         "seas_18 files (SEFLG_SWIEPH|SEFLG_SPEED): apparent geocentric tropical positions of date, including "
         "Chiron (SE_CHIRON) and the mean lunar apogee (SE_MEAN_APOG, 'lilith'); the cusps, Ascendant and MC of "
         "12 house systems from swe_houses_ex2 (P K E W O R C B T M X V), swissFallback where it fell back to "
         "Porphyry; the Vertex (ascmc[3]); the Part of Fortune (by day, when the Sun's true altitude from swe_azalt "
         "is above 0: Asc + Moon - Sun, else Asc + Sun - Moon); per ayanamsa (Lahiri, Fagan-Bradley, Raman, "
         "Krishnamurti) the true ayanamsa from swe_get_ayanamsa_ex_ut (nutation included), the SEFLG_SIDEREAL "
         "longitudes and swe_houses_ex(SEFLG_SIDEREAL) Placidus and whole-sign houses. Input times are taken as UT1. Charts a01-a40 are "
         "pseudo-random over 1900-2099 and latitudes -55..65; q01-q04 lie inside the polar circles. Made by "
         "make-astrologer-charts.sh.\",\n \"charts\": [\n",
         version);
  int count = 0;
  for (int index = 0; index < CHART_COUNT + 4; index++) {
    char id[8];
    double lat, lon;
    int year, month, day;
    double hour;
    if (index < CHART_COUNT) {
      snprintf(id, sizeof id, "a%02d", index + 1);
      year = 1900 + (int)(uniform() * 200);
      month = 1 + (int)(uniform() * 12);
      day = 1 + (int)(uniform() * 28);
      hour = floor(uniform() * 86400) / 3600;
      lat = round((-55 + 120 * uniform()) * 10000) / 10000;
      lon = round((-180 + 360 * uniform()) * 10000) / 10000;
    } else {
      static const double polar[4][2] = {{69.6492, 18.9553}, {78.2232, 15.6267}, {-77.8419, 166.6863}, {67.5, -45.0}};
      snprintf(id, sizeof id, "q%02d", index - CHART_COUNT + 1);
      year = 1960 + 17 * (index - CHART_COUNT);
      month = 2 + 3 * (index - CHART_COUNT);
      day = 14;
      hour = 3.5 + 5.25 * (index - CHART_COUNT);
      lat = polar[index - CHART_COUNT][0];
      lon = polar[index - CHART_COUNT][1];
    }
    double jd = swe_julday(year, month, day, hour, SE_GREG_CAL);
    printf("%s", count++ ? ",\n" : "");
    chart(id, jd, year, month, day, hour, lat, lon);
  }
  printf("\n ]\n}\n");
  swe_close();
  return 0;
}

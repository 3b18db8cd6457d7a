-- First-party audience and performance measurement, with the visitor's consent. Nothing here
-- names a visit or a person: no address, no identifier, no account, no path as typed. A route is
-- one of the site's route patterns (`/entreprise/*`, `/contact-{product}`), checked against the
-- registry before it is counted.

-- Events per day, territory, type and route.
create table mesure_evenement_jour (
  jour date not null,
  territoire text not null check (territoire in ('FR', 'NC')),
  type text not null check (type in ('page_vue', 'recherche', 'clic_interne', 'inscription')),
  route text not null check (char_length(route) between 1 and 120),
  nombre bigint not null check (nombre > 0),
  primary key (jour, territoire, type, route)
);

-- Web vitals as histograms: per day, territory, route and metric, how many samples fell in each
-- class of a fixed logarithmic scale (modules/measures/histogram.ts). Percentiles are read from
-- the classes; no sample is kept.
create table mesure_vitale_jour (
  jour date not null,
  territoire text not null check (territoire in ('FR', 'NC')),
  route text not null check (char_length(route) between 1 and 120),
  metrique text not null check (metrique in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  classe smallint not null check (classe between 0 and 200),
  nombre bigint not null check (nombre > 0),
  primary key (jour, territoire, route, metrique, classe)
);

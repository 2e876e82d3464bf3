#!/usr/bin/env bash
# Real BMLT root servers on loopback, as test peers: 2.16.6 (the last 2.x) and 4.1.1-beta2 (bmlt-server 4.x), each on
# Debian's PHP 8.2 with one private MariaDB, the Greater New York sample data, on ports 8765 and 8766 by default; and,
# on request, a third: the same 4.1.1-beta2 in aggregator mode on 8767, with an empty database of its own that its own
# import command fills from other servers.
#
#   Conformance/peer.sh install                  install the Debian packages they need (apt-get), if any is missing
#   Conformance/peer.sh start [2|4|all] [PORT]   start MariaDB and the peer's PHP server (all: 2 and 4); prints each
#                                                root URL on a line of its own, 2.16.6's first
#   Conformance/peer.sh start aggregator [PORT]  start the aggregator (MariaDB too, if it is not running); never by all
#   Conformance/peer.sh import aggregator LIST   run the aggregator's own `artisan aggregator:ImportRootServers` on LIST,
#                                                a serverList.json file (served from the aggregator's web root) or URL
#   Conformance/peer.sh reset [2|4|aggregator|all]  put the pristine data back (the aggregator's: migrated and empty)
#   Conformance/peer.sh load [2|4|all] FILE      load another BMLT MySQL dump (a 2.x one, as the sample is) into the
#                                                running peers, upgraded as the sample is; reset puts the sample back
#   Conformance/peer.sh stop [aggregator]        stop the processes this script started, by their recorded ids
#                                                (aggregator: only the aggregator's PHP server; MariaDB keeps running)
#   Conformance/peer.sh status                   say whether each runs (exit status 0 if all that were started do, or 3)
#   Conformance/peer.sh url [2|4|aggregator]     print a peer's root URL (2.16.6's without a peer)
#   Conformance/peer.sh logs                     print where the logs are
#   Conformance/peer.sh sql [2|4|aggregator] STATEMENT  run SQL on a peer's database (2.16.6's without a peer)
#
# BMLT_PEER_SETTINGS=recorded starts the 2.16.6 peer with the recorded server's map centre and meeting length (for
# replay.py --admin); by default both peers have the Greater New York server's, as the local server's sample.
# Everything lives in $BMLT_PEER_DIR (default: .build/conformance in the LocalServer package) and listens on 127.0.0.1 only.
# The 4.x peers' Composer packages come from $BMLT_PEER4_VENDOR (default: ../shared/peers/bmlt-server-4.1.1-beta2/
# vendor.tar.xz beside the repository) where that file exists, else from `composer install --no-dev` against the tag's
# composer.lock (Composer's registry must be reachable); start says which it used.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
package=$(cd "$here/.." && pwd)
repo=$(cd "$package/.." && pwd)
work=$(realpath -m -- "${BMLT_PEER_DIR:-$package/.build/conformance}")
dump=$package/Sources/BMLTLocalServer/Resources/SampleData/gnyr-sample-bmlt.sql
server2=$here/server-2.16.6/main_server
server4=$here/server-4.1.1-beta2/main_server
# bmlt-server's tag and commit, as its release workflow writes them into .env (GetServerInfo's version).
version4=4.1.1-beta2
commit4=f5eefd2686393a9e2b94dfd915101a46d7552223
vendor4=${BMLT_PEER4_VENDOR:-$repo/../shared/peers/bmlt-server-$version4/vendor.tar.xz}
socket=$work/mariadb.sock
# A socket's path has at most 107 bytes: a deep work folder's goes to the temporary folder, named after the work folder.
[ ${#socket} -lt 100 ] || socket=${TMPDIR:-/tmp}/bmlt-peer-$(printf '%s' "$work" | md5sum | cut -c1-16).sock
packages=(php8.2-cli php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl php8.2-zip php8.2-gd php8.2-intl
    php8.2-bcmath mariadb-server curl patch xz-utils)

# Each peer's names: 2 is 2.16.6, 4 is 4.1.1-beta2, agg is 4.1.1-beta2 in aggregator mode. Its database (and the
# pristine copy of it), its PHP server's pid and port files, its web root, its artisan log and its default port.
database_of() { case $1 in 4) echo bmlt4 ;; agg) echo bmlt4agg ;; *) echo bmlt ;; esac; }
pristine_of() { echo "$(database_of "$1")_pristine"; }
php_of() { case $1 in 4) echo php4 ;; agg) echo php4agg ;; *) echo php ;; esac; }
port_file_of() { case $1 in 4) echo "$work/port4" ;; agg) echo "$work/port4agg" ;; *) echo "$work/port" ;; esac; }
www_of() { case $1 in 4) echo "$work/www4" ;; agg) echo "$work/www4agg" ;; *) echo "$work/www" ;; esac; }
artisan_log_of() { [ "$1" = agg ] && echo "$work/artisan4agg.log" || echo "$work/artisan.log"; }
default_port_of() { case $1 in 4) echo 8766 ;; agg) echo 8767 ;; *) echo 8765 ;; esac; }
name_of() { case $1 in 4) echo "$version4" ;; agg) echo "$version4 (aggregator)" ;; *) echo 2.16.6 ;; esac; }

say() { echo "peer: $*" >&2; }
fail() {
    say "$*"
    exit 1
}

# ---------------------------------------------------------------------------------------------------------------------
# install

install() {
    local missing=() package
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        say "installed already: ${packages[*]}"
        return 0
    fi
    [ "$(id -u)" -eq 0 ] || fail "installing ${missing[*]} needs root (apt-get)"
    say "installing ${missing[*]}"
    local system_pid=/run/mysqld/mysqld.pid was_running=""
    [ -s "$system_pid" ] && kill -0 "$(cat "$system_pid")" 2>/dev/null && was_running=1
    # Debian's maintainer scripts start services through invoke-rc.d or deb-systemd-invoke, which ask policy-rc.d
    # first: 101 ("action forbidden") keeps the system's MariaDB from starting. This script runs its own.
    local policy=/usr/sbin/policy-rc.d made_policy=""
    if [ ! -e "$policy" ]; then
        printf '#!/bin/sh\n# Conformance/peer.sh install: no service starts while it installs.\nexit 101\n' >"$policy"
        chmod 755 "$policy"
        made_policy=1
        trap 'rm -f /usr/sbin/policy-rc.d' EXIT
    fi
    mkdir -p "$work"
    local log=$work/apt.log
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"; } >"$log" 2>&1; then
        tail -n 20 "$log" >&2
        fail "apt-get failed; see $log"
    fi
    if [ -n "$made_policy" ]; then
        rm -f "$policy"
        trap - EXIT
    fi
    # Should a policy that was there already have let it start, the system's MariaDB is stopped again.
    if [ -z "$was_running" ] && [ -s "$system_pid" ] && kill -0 "$(cat "$system_pid")" 2>/dev/null; then
        say "stopping the system's MariaDB, which the installation started"
        invoke-rc.d mariadb stop >/dev/null 2>&1 || kill "$(cat "$system_pid")" 2>/dev/null || true
    fi
    say "installed"
}

need_tools() {
    local tool
    for tool in php mariadbd mariadb-install-db mariadb curl patch ps setsid flock xz; do
        command -v "$tool" >/dev/null || fail "$tool is missing: run Conformance/peer.sh install"
    done
}

# ---------------------------------------------------------------------------------------------------------------------
# processes: each is started by setsid as the leader of a session (and so of a process group) of its own, its id
# recorded in $work/NAME.pid; it is stopped through that recorded id only, and only while its command line still names
# this work folder (a recorded id that the system gave to another process since is left alone).

ours() {
    local pid
    [ -s "$work/$1.pid" ] || return 1
    pid=$(cat "$work/$1.pid")
    [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$work/"
}

# Whether the session that the process of that id leads still has a process that is not a zombie (one that has exited,
# waiting for its parent, the init process by then, to collect it).
session_alive() { ps -o stat= -s "$1" 2>/dev/null | grep -qv '^Z'; }

halt() {
    local name=$1 pid
    if ours "$name"; then
        pid=$(cat "$work/$name.pid")
        # The process group is the process and what it forked (PHP's workers); the same id names both.
        kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
        local deadline=$((SECONDS + 30))
        while session_alive "$pid" && [ $SECONDS -lt $deadline ]; do sleep 0.05; done
        if session_alive "$pid"; then
            say "$name ($pid) did not stop within 30 s: killing it"
            kill -KILL -- "-$pid" 2>/dev/null || true
        fi
    fi
    rm -f "$work/$name.pid"
}

in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Runs a command as setsid does, with no descriptor open but standard input, output and error: a server must not hold
# what the caller of this script had open, such as the lock of `flock FILE Conformance/peer.sh start`, which would
# otherwise stay held for as long as the server runs. Started in the background, its id is the command's ($!).
detached() {
    local fd
    for fd in /proc/"$BASHPID"/fd/*; do
        fd=${fd##*/}
        [ "$fd" -le 2 ] || eval "exec $fd>&-" 2>/dev/null || true
    done
    exec setsid "$@"
}

sql() { mariadb --no-defaults --socket="$socket" --user=root "$@"; }

# ---------------------------------------------------------------------------------------------------------------------
# MariaDB: a data folder of its own, a socket file of its own (which PHP and this script use), and 127.0.0.1 on a free
# port (in $work/mariadb.port, for other clients).

start_database() {
    mkdir -p "$work"
    if [ ! -d "$work/mariadb/mysql" ]; then
        rm -rf "$work/mariadb"
        mariadb-install-db --no-defaults --datadir="$work/mariadb" --user="$(id -un)" \
            --auth-root-authentication-method=normal --skip-test-db --force >"$work/mariadb-install.log" 2>&1 ||
            fail "mariadb-install-db failed; see $work/mariadb-install.log"
    fi
    local attempt port
    for attempt in 1 2 3; do
        port=$(shuf -i 20000-39999 -n 1)
        in_use "$port" && continue
        echo "$port" >"$work/mariadb.port"
        detached mariadbd --no-defaults --user="$(id -un)" --datadir="$work/mariadb" --socket="$socket" \
            --bind-address=127.0.0.1 --port="$port" --skip-name-resolve --log-error="$work/mariadb.log" \
            --default-time-zone=+00:00 \
            --character-set-server=utf8mb4 --collation-server=utf8mb4_general_ci \
            --innodb-buffer-pool-size=32M --innodb-log-file-size=16M --innodb-flush-log-at-trx-commit=0 \
            --skip-innodb-doublewrite --max-connections=50 \
            </dev/null >>"$work/mariadb.log" 2>&1 9>&- &
        echo $! >"$work/mariadb.pid"
        local deadline=$((SECONDS + 60))
        while [ $SECONDS -lt $deadline ]; do
            sql -e 'SELECT 1' >/dev/null 2>&1 && return 0
            kill -0 "$(cat "$work/mariadb.pid")" 2>/dev/null || break
            sleep 0.2
        done
        halt mariadb
    done
    tail -n 20 "$work/mariadb.log" >&2 || true
    fail "MariaDB did not start; see $work/mariadb.log"
}

# A new, empty database of the peer, which the peer's user may use.
create_database() {
    local database
    database=$(database_of "$1")
    sql -e "DROP DATABASE IF EXISTS $database; CREATE DATABASE $database;
            CREATE USER IF NOT EXISTS 'bmlt'@'localhost' IDENTIFIED BY 'bmlt-peer';
            GRANT ALL ON $database.* TO 'bmlt'@'localhost';
            CREATE USER IF NOT EXISTS 'bmlt'@'127.0.0.1' IDENTIFIED BY 'bmlt-peer';
            GRANT ALL ON $database.* TO 'bmlt'@'127.0.0.1';"
}

# The sample dump as it is (MyISAM tables, prefix na_), into a new database of the peer.
import_sample() {
    create_database "$1"
    sql "$(database_of "$1")" <"$dump"
}

# The statement that makes table $2 of database $1 again in database $3, foreign keys included (CREATE TABLE ... LIKE
# leaves them out, and 4.x's schema has them).
copy_definition() {
    echo "USE $3;"
    sql -N --raw -e "SHOW CREATE TABLE $1.$2" | cut -f2-
    echo ";"
}

# The migrated sample copied table by table into the peer's pristine database, with each table's next AUTO_INCREMENT
# value (a copy's would be its largest id + 1, not the dump's), so that `reset` can put it back without a new import and
# warm-up.
snapshot() {
    local tables table database pristine
    database=$(database_of "$1")
    pristine=$(pristine_of "$1")
    tables=$(sql -N -e "SELECT table_name FROM information_schema.tables WHERE table_schema = '$database'")
    {
        echo "SET FOREIGN_KEY_CHECKS = 0;"
        echo "DROP DATABASE IF EXISTS $pristine; CREATE DATABASE $pristine;"
        echo "CREATE TABLE $pristine.auto_increments (table_name VARCHAR(64) PRIMARY KEY, next BIGINT UNSIGNED);"
        for table in $tables; do
            copy_definition "$database" "$table" "$pristine"
            echo "INSERT INTO $pristine.$table SELECT * FROM $database.$table;"
        done
        echo "INSERT INTO $pristine.auto_increments SELECT table_name, auto_increment FROM information_schema.tables
              WHERE table_schema = '$database' AND auto_increment IS NOT NULL;"
    } | sql
}

# Not atomic: a request made while it runs may find tables missing.
restore() {
    local tables table database pristine
    database=$(database_of "$1")
    pristine=$(pristine_of "$1")
    tables=$(sql -N -e "SELECT table_name FROM information_schema.tables
                        WHERE table_schema = '$pristine' AND table_name <> 'auto_increments'")
    {
        echo "SET FOREIGN_KEY_CHECKS = 0;"
        # Tables that a test created beside the sample's go too.
        sql -N -e "SELECT CONCAT('DROP TABLE $database.', table_name, ';') FROM information_schema.tables
                   WHERE table_schema = '$database'"
        for table in $tables; do
            copy_definition "$pristine" "$table" "$database"
            echo "INSERT INTO $database.$table SELECT * FROM $pristine.$table;"
        done
        sql -N -e "SELECT CONCAT('ALTER TABLE $database.', table_name, ' AUTO_INCREMENT = ', next, ';')
                   FROM $pristine.auto_increments"
    } | sql
}

has_snapshot() {
    local pristine
    pristine=$(pristine_of "$1")
    [ "$(sql -N -e "SELECT COUNT(*) FROM information_schema.tables
                    WHERE table_schema = '$pristine' AND table_name = 'auto_increments'")" = 1 ]
}

# ---------------------------------------------------------------------------------------------------------------------
# The 2.16.6 server: a patched copy of the vendored one, its configuration beside main_server (where 2.x looks for it).

prepare_server2() {
    local www patch
    www=$(www_of 2)
    rm -rf "$www"
    mkdir -p "$www" "$work/sessions"
    cp -R "$server2" "$www/main_server"
    for patch in "$here"/patches/*.patch; do
        [ -e "$patch" ] || continue
        patch --quiet --forward --batch -p1 -d "$www" <"$patch" || fail "$(basename "$patch") does not apply"
    done
    # As 2.16.6's installer writes it (local_server/install_wizard/installer_ajax.php), with the values the recorded
    # server had (GetServerInfo of Tests/BMLTFixtures/server-2.16.6) but for the contact form, which is on here, and
    # the map centre and meeting length, which are the Greater New York server's, as the local server's sample has them.
    # PDO's DSN is "mysql:host=$dbServer;dbname=$dbName", so the socket rides on the host: through the socket, 2.16.6's
    # many small queries take about a tenth less time than through TCP (get_service_body_info makes 62,000).
    # BMLT_PEER_SETTINGS=recorded gives it the recorded server's own map centre and meeting length instead, for
    # `replay.py --admin`, whose recorded new meetings took that length.
    local center="'longitude' => -73.9, 'latitude' => 40.7" duration='1:30:00'
    if [ "${BMLT_PEER_SETTINGS:-}" = recorded ]; then
        center="'longitude' => -79.793701171875, 'latitude' => 36.065752051707" duration='1:00:00'
    fi
    cat >"$www/auto-config.inc.php" <<PHP
<?php
defined('BMLT_EXEC') or die ('Cannot Execute Directly');   // Makes sure that this file is in the correct context.

// Written by Conformance/peer.sh.

// Database settings:
\$dbType = 'mysql';
\$dbName = '$(database_of 2)';
\$dbUser = 'bmlt';
\$dbPassword = 'bmlt-peer';
\$dbServer = 'localhost;unix_socket=$socket';
\$dbPrefix = 'na';

// Location and Map settings:
\$region_bias = 'us';
\$gkey = '';
\$search_spec_map_center = array($center, 'zoom' => 10);
\$comdef_distance_units = 'mi';

// Display settings:
\$bmlt_title = 'BMLT Administration';
\$banner_text = 'Administration Login';

// Miscellaneous settings:
\$comdef_global_language = 'en';
\$min_pw_len = 10;
\$number_of_meetings_for_auto = 10;
\$change_depth_for_meetings = 5;
\$default_duration_time = '$duration';
\$g_enable_language_selector = false;
\$g_enable_semantic_admin = true;
\$g_defaultClosedStatus = true;
// These reflect the way that we handle contact emails.
\$g_enable_email_contact = true;
\$include_service_body_admin_on_emails = false;
\$include_every_admin_on_emails = false;

//The server languages are supported by default, the langs specified here add to them
\$format_lang_names = array(
);
// These are 'hard-coded,' but can be changed later:
\$time_format = 'g:i A';
\$change_date_format = 'g:i A, n/j/Y';
\$admin_session_name = 'BMLT_Admin';

// As the recorded server had (docker/start-bmlt.sh of 2.16.6 adds it for DO_NOT_FORCE_PORT=true): URLs built where
// this file is read at global scope (local_server: json.php's root_server_uri, xml.php's schemaLocation) carry no
// port; client_interface reads it inside a function, where it is not seen, and writes the port.
\$g_do_not_force_port = true;
PHP
    chmod 644 "$www/auto-config.inc.php"
}

# The 4.x server: bmlt-server's src/ at the tag as its release archive lays it out (main_server/), its Composer packages,
# the .env its release workflow writes, a 2.x-style auto-config.inc.php beside main_server (an upgraded 2.x server keeps
# it; bmlt-server reads the database settings from it and, once, at migration, the server settings), and a router for
# PHP's server that does what Apache's two .htaccess files do. The aggregator is the same server with aggregator mode on,
# as bmlt-server's docker image writes it into auto-config.inc.php ($aggregator_mode_enabled, and the largest search
# radius $aggregator_max_geo_width_km, 320 km as bmlt-enabled/aggregator's deployment sets it), and a database of its own.
prepare_server4() { prepare_laravel 4; }
prepare_serveragg() { prepare_laravel agg; }

prepare_laravel() {
    local peer=$1 www app aggregator_settings=""
    www=$(www_of "$peer")
    app=$www/main_server
    rm -rf "$www"
    mkdir -p "$www"
    cp -R "$server4" "$app"
    if [ -f "$vendor4" ]; then
        say "4.x: Composer packages from $vendor4"
        tar -xJf "$vendor4" -C "$app" || fail "could not unpack $vendor4"
    elif command -v composer >/dev/null; then
        say "4.x: Composer packages from Composer's registry (composer install --no-dev, the tag's composer.lock)"
        (cd "$app" && composer install --no-dev --no-interaction --no-progress --optimize-autoloader \
            >"$work/composer.log" 2>&1) || fail "composer install failed; see $work/composer.log"
    else
        fail "4.x needs its Composer packages: neither $vendor4 nor composer is here"
    fi
    mkdir -p "$app/bootstrap/cache" "$app/storage/framework/cache/data" "$app/storage/framework/sessions" \
        "$app/storage/framework/views" "$app/storage/logs"
    cat >"$app/.env" <<ENV
APP_VERSION=$version4
COMMIT_SHA=$commit4
APP_ENV=production
APP_DEBUG=false
DB_SOCKET=$socket
MAIL_MAILER=log
LOG_CHANNEL=single
ENV
    # The same settings as the 2.16.6 peer's: the same server, upgraded (the aggregator: with aggregator mode on).
    if [ "$peer" = agg ]; then
        aggregator_settings="
// Aggregator mode, as bmlt-server's docker/write-config.sh writes it for AGGREGATOR_MODE_ENABLED=true and
// AGGREGATOR_MAX_GEO_WIDTH_KM=320 (bmlt-enabled/aggregator's terraform/ecs-service.tf):
\$aggregator_mode_enabled = true;
\$aggregator_max_geo_width_km = 320;"
    fi
    cat >"$www/auto-config.inc.php" <<PHP
<?php
defined('BMLT_EXEC') or die ('Cannot Execute Directly');   // Makes sure that this file is in the correct context.

// Written by Conformance/peer.sh.

// Database settings:
\$dbType = 'mysql';
\$dbName = '$(database_of "$peer")';
\$dbUser = 'bmlt';
\$dbPassword = 'bmlt-peer';
\$dbServer = 'localhost';
\$dbPrefix = 'na';

// Location and Map settings:
\$region_bias = 'us';
\$gkey = '';
\$search_spec_map_center = array('longitude' => -73.9, 'latitude' => 40.7, 'zoom' => 10);
\$comdef_distance_units = 'mi';

// Display settings:
\$bmlt_title = 'BMLT Administration';
\$banner_text = 'Administration Login';

// Miscellaneous settings:
\$comdef_global_language = 'en';
\$min_pw_len = 10;
\$number_of_meetings_for_auto = 10;
\$change_depth_for_meetings = 5;
\$default_duration_time = '1:30:00';
\$g_enable_language_selector = false;
\$g_enable_semantic_admin = true;
\$g_defaultClosedStatus = true;
\$g_enable_email_contact = true;
\$include_service_body_admin_on_emails = false;
\$include_every_admin_on_emails = false;
\$format_lang_names = array(
);
\$time_format = 'g:i A';
\$change_date_format = 'g:i A, n/j/Y';
\$admin_session_name = 'BMLT_Admin';$aggregator_settings
PHP
    cat >"$www/router.php" <<'PHP'
<?php
// Written by Conformance/peer.sh: for PHP's server, what Apache does with bmlt-server's two .htaccess files. A file
// under main_server/public is sent as it is; every other request under /main_server/ goes to main_server/index.php.
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$app = __DIR__ . '/main_server';
if (strncmp($path, '/main_server/', 13) === 0 && strpos($path, '..') === false) {
    $file = $app . '/public/' . substr($path, 13);
    if (is_file($file)) {
        header('Content-Type: ' . (mime_content_type($file) ?: 'application/octet-stream'));
        readfile($file);
        return true;
    }
} elseif ($path !== '/main_server') {
    http_response_code(404);
    return true;
}
$_SERVER['SCRIPT_NAME'] = '/main_server/index.php';
$_SERVER['PHP_SELF'] = '/main_server/index.php';
$_SERVER['SCRIPT_FILENAME'] = $app . '/index.php';
chdir($app);
require $app . '/index.php';
PHP
    local log
    log=$(artisan_log_of "$peer")
    (cd "$app" && php artisan package:discover >"$log" 2>&1) || fail "php artisan package:discover failed; see $log"
}

# bmlt-server's own migrations upgrade the imported 2.x sample (27 of them, the 2.x database versions included).
migrate4() {
    (cd "$(www_of 4)/main_server" && php artisan migrate --force >>"$work/artisan.log" 2>&1) ||
        fail "php artisan migrate failed; see $work/artisan.log"
}

# The aggregator's database as bmlt-server's docker image makes it (docker/aggregator-initialize-database.sh):
# `artisan aggregator:InitializeDatabase`, which runs the same migrations under a MariaDB lock on an empty database.
# In aggregator mode they leave out the stock formats and format types (and the 2.x fixes); the meeting field
# templates (meetingid_bigint 0) are made as in any new database.
initialize_aggregator() {
    local log
    log=$(artisan_log_of agg)
    (cd "$(www_of agg)/main_server" && php artisan aggregator:InitializeDatabase >>"$log" 2>&1) ||
        fail "php artisan aggregator:InitializeDatabase failed; see $log"
    # The command reports its errors and still exits 0: the migrations must have run.
    [ "$(sql -N -e "SELECT COUNT(*) FROM information_schema.tables
                    WHERE table_schema = '$(database_of agg)' AND table_name = 'na_root_servers'")" = 1 ] ||
        fail "aggregator:InitializeDatabase made no tables; see $log"
}

start_php() {
    local peer=$1 port=$2 www name
    www=$(www_of "$peer")
    name=$(php_of "$peer")
    echo "$port" >"$(port_file_of "$peer")"
    local router=()
    [ "$peer" = 2 ] || router=("$www/router.php")
    # PHP's mail() runs sendmail_path: /bin/true takes the message and sends nothing (contact.php sees success).
    # 4.x's one outbound call (geocoding an address search) goes to a closed loopback port and fails at once.
    HTTP_PROXY=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9 \
        PHP_CLI_SERVER_WORKERS=2 detached php -d sendmail_path=/bin/true -d display_errors=0 -d log_errors=1 \
        -d error_log="$work/$name.log" -d session.save_path="$work/sessions" -d date.timezone=UTC \
        -S "127.0.0.1:$port" -t "$www" "${router[@]}" </dev/null >"$work/$name-server.log" 2>&1 9>&- &
    echo $! >"$work/$name.pid"
    local deadline=$((SECONDS + 30))
    until in_use "$port"; do
        kill -0 "$(cat "$work/$name.pid")" 2>/dev/null || fail "PHP's server stopped; see $work/$name-server.log"
        [ $SECONDS -lt $deadline ] || fail "PHP's server did not listen on 127.0.0.1:$port within 30 s"
        sleep 0.1
    done
}

url() {
    local file
    file=$(port_file_of "$1")
    [ -s "$file" ] || fail "$(name_of "$1") never started in $work"
    echo "http://127.0.0.1:$(cat "$file")/main_server"
}

# 2.16.6 upgrades the imported schema on the requests that connect to its database through local_server (the front
# page, json.php), one migration a request under PHP 8: each migration's commit fails ("There is no active
# transaction", as MySQL commits on each ALTER TABLE by itself) after the migration took effect, and the request
# answers 500. The front page is loaded until GetServerInfo reports the last migration's version.
# 4.x was migrated by artisan: it must only answer GetServerInfo with its version.
warm_up() {
    local peer=$1 base last deadline=$((SECONDS + 120)) expected
    base=$(url "$peer")
    if [ "$peer" = 4 ]; then
        expected="\"version\":\"$version4\""
    elif [ "$peer" = agg ]; then
        expected="\"version\":\"$version4\".*\"aggregator_mode_enabled\":true"
    else
        last=$(grep -oE 'array\(([0-9]+), function' "$(www_of 2)/main_server/local_server/db_connect.php" |
            grep -oE '[0-9]+' | sort -n | tail -n 1)
        expected="\"version\":\"2.16.6\".*\"dbVersion\":\"$last\""
    fi
    while [ $SECONDS -lt $deadline ]; do
        if curl -sf --max-time 20 "$base/client_interface/json/?switcher=GetServerInfo" 2>/dev/null |
            grep -q "$expected"; then
            return 0
        fi
        [ "$peer" != 2 ] || curl -s --max-time 20 -o /dev/null "$base/" || true
        sleep 0.1
    done
    fail "$(name_of "$peer")'s GetServerInfo did not answer $expected within 120 s; see $work/$(php_of "$peer").log"
}

# The sample as the peer serves it: imported, upgraded by the peer's own code, copied aside for reset. The aggregator
# has no sample: its database is made by its own migrations, empty until an import fills it.
load_sample() {
    if [ "$1" = agg ]; then
        create_database agg
        initialize_aggregator
    else
        import_sample "$1"
        [ "$1" = 4 ] && migrate4
    fi
    warm_up "$1"
    snapshot "$1"
}

# Another dump in place of the sample (a world-size copy of it, Benchmarks/local-server.sh): imported and upgraded as
# the sample is, but not copied aside, so that reset puts the sample back.
load_dump() {
    local peer=$1 file=$2
    running "$peer" || fail "$(name_of "$peer") is not running: start it first"
    has_snapshot "$peer" || snapshot "$peer"
    create_database "$peer"
    sql "$(database_of "$peer")" <"$file" || fail "$file did not load into $(name_of "$peer")'s database"
    [ "$peer" = 4 ] && migrate4
    warm_up "$peer"
}

# ---------------------------------------------------------------------------------------------------------------------
# The aggregator's import: bmlt-server's own command, `artisan aggregator:ImportRootServers --list-url=URL`. It reads
# the list with Laravel's HTTP client (Guzzle), so the list must be served over HTTP: a file is copied into the
# aggregator's web root (main_server/public/, which its router serves as it is) and read from there. The origins are
# asked with no proxy (the PHP server's dead-end proxy is not the command's), each request retried 3 times, 3 s apart.

import_lists() {
    local peer=$1 list=$2 list_url app log started status
    running "$peer" || fail "$(name_of "$peer") is not running: start it first"
    app=$(www_of "$peer")/main_server
    case "$list" in
    http://* | https://*) list_url=$list ;;
    *)
        [ -f "$list" ] || fail "no such file: $list"
        python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$list" 2>/dev/null ||
            php -r 'exit(json_decode(file_get_contents($argv[1])) === null ? 1 : 0);' "$list" ||
            fail "$list is no JSON"
        cp "$list" "$app/public/serverList.json"
        list_url="$(url "$peer")/serverList.json"
        ;;
    esac
    log=$work/import4agg.log
    say "importing $list_url (log: $log)"
    started=$SECONDS
    status=0
    (cd "$app" && env -u HTTP_PROXY -u HTTPS_PROXY -u http_proxy -u https_proxy -u ALL_PROXY -u all_proxy \
        NO_PROXY='127.0.0.1,localhost' no_proxy='127.0.0.1,localhost' \
        php artisan aggregator:ImportRootServers --list-url="$list_url" 2>&1) | tee "$log" >&2 || status=$?
    say "import took $((SECONDS - started)) s (exit status $status)"
    # The command writes each failure as an error line and goes on with the next server; it exits 0 regardless.
    if grep -qiE 'error|exception|SQLSTATE|bad status|HTTP request returned|not json|Invalid object' "$log"; then
        say "the import reported errors (above; also in $log and $app/storage/logs/laravel.log)"
        return 2
    fi
    return "$status"
}

# ---------------------------------------------------------------------------------------------------------------------
# commands

# The peers a command names: 2, 4, aggregator or all (2 and 4); a command without one means 2 and 4 for start and reset.
peers_of() {
    case "${1:-all}" in
    2 | 2.16.6) echo 2 ;;
    4 | 4.x | "$version4") echo 4 ;;
    agg | aggregator) echo agg ;;
    all) echo 2 4 ;;
    *) fail "not a peer: $1 (2, 4, aggregator or all)" ;;
    esac
}

running() { ours "$(php_of "$1")" && ours mariadb; }

# What a start that fails stops: only what it started itself (peers that ran before it, and MariaDB if it ran, go on).
started=()
undo_start() {
    local name
    say "start failed; stopping what it started${started[*]:+: ${started[*]}}"
    for name in "${started[@]}"; do halt "$name"; done
    [[ " ${started[*]} " != *" mariadb "* ]] || rm -f "$socket"
}

start() {
    local peers=$1 port=${2:-} peer
    [ -z "$port" ] || [[ $port =~ ^[0-9]+$ ]] && [ "${port:-1}" -ge 1 ] && [ "${port:-1}" -le 65535 ] ||
        fail "not a port: $port"
    [ -z "$port" ] || [ "$(echo "$peers" | wc -w)" = 1 ] || fail "a port is for one peer: start 2 PORT or start 4 PORT"
    need_tools
    ours mariadb || {
        # What is left of an earlier run that stopped half-way.
        halt php
        halt php4
        halt php4agg
        halt mariadb
    }
    trap undo_start EXIT
    # MariaDB goes first in the list: the PHP servers that need it are stopped before it.
    ours mariadb || {
        started=(mariadb)
        start_database
    }
    for peer in $peers; do
        running "$peer" && continue
        halt "$(php_of "$peer")"
        started=("$(php_of "$peer")" "${started[@]}")
        local this_port=${port:-$(default_port_of "$peer")}
        in_use "$this_port" && fail "127.0.0.1:$this_port is in use by something else"
        say "starting $(name_of "$peer") on 127.0.0.1:$this_port"
        "prepare_server$peer"
        start_php "$peer" "$this_port"
        load_sample "$peer"
    done
    trap - EXIT
    for peer in $peers; do url "$peer"; done
}

reset() {
    local peer
    for peer in $1; do
        if [ "$2" = all ] && ! running "$peer"; then continue; fi
        running "$peer" || fail "$(name_of "$peer") is not running: start it first"
        if has_snapshot "$peer"; then
            restore "$peer"
            warm_up "$peer"
        else
            load_sample "$peer"
        fi
    done
}

# stop: every peer and MariaDB; stop aggregator: the aggregator's PHP server alone (its database stays, as MariaDB does).
stop() {
    if [ "${1:-}" = agg ]; then
        halt "$(php_of agg)"
        return 0
    fi
    halt php
    halt php4
    halt php4agg
    halt mariadb
    rm -f "$socket"
}

status() {
    local peer code=3 started=""
    for peer in 2 4 agg; do
        if running "$peer"; then
            echo "$(name_of "$peer"): running at $(url "$peer")"
            code=0
        elif ours "$(php_of "$peer")"; then
            echo "$(name_of "$peer"): partly running (PHP without MariaDB): run stop, then start"
            started=1
        else
            echo "$(name_of "$peer"): stopped"
        fi
    done
    [ -z "$started" ] || code=3
    return $code
}

logs() {
    echo "2.16.6's PHP errors:              $work/php.log"
    echo "2.16.6's PHP server (requests):   $work/php-server.log"
    echo "4.x's PHP errors:                 $work/php4.log"
    echo "4.x's PHP server (requests):      $work/php4-server.log"
    echo "4.x's Laravel log:                $work/www4/main_server/storage/logs/laravel.log"
    echo "4.x's artisan (install, migrate): $work/artisan.log"
    echo "aggregator's PHP errors:          $work/php4agg.log"
    echo "aggregator's PHP server:          $work/php4agg-server.log"
    echo "aggregator's Laravel log:         $work/www4agg/main_server/storage/logs/laravel.log"
    echo "aggregator's artisan (install):   $work/artisan4agg.log"
    echo "aggregator's last import:         $work/import4agg.log"
    echo "MariaDB:                          $work/mariadb.log"
}

# One command at a time in a work folder (tests that run in parallel may ask for reset together). The servers are
# started without this descriptor, so that they do not hold the lock.
lock() {
    mkdir -p "$work"
    exec 9>"$work/lock"
    flock -w 300 9 || fail "another peer.sh command has held $work/lock for 300 s"
}

command=${1:-}
[ $# -eq 0 ] || shift
case "$command" in
install) install ;;
start)
    lock
    # start PORT (2.x only, as before), start PEER, start PEER PORT
    if [[ ${1:-} =~ ^[0-9]{3,}$ ]]; then
        start 2 "$1"
    else
        start "$(peers_of "${1:-all}")" "${2:-}"
    fi
    ;;
reset)
    lock
    reset "$(peers_of "${1:-all}")" "${1:-all}"
    ;;
load)
    [ $# -eq 2 ] && [ -f "$2" ] || fail "usage: peer.sh load [2|4|all] FILE (a MySQL dump)"
    [ "$(peers_of "$1")" != agg ] || fail "the aggregator's data comes from its import: peer.sh import aggregator LIST"
    lock
    for peer in $(peers_of "$1"); do load_dump "$peer" "$2"; done
    ;;
stop)
    lock
    case "${1:-}" in
    "") stop ;;
    agg | aggregator) stop agg ;;
    *) fail "usage: peer.sh stop [aggregator]" ;;
    esac
    ;;
import)
    [ $# -eq 2 ] && [ "$(peers_of "$1")" = agg ] || fail "usage: peer.sh import aggregator LIST_FILE_OR_URL"
    # Not under the lock: an import takes minutes and touches only the aggregator's database.
    import_lists agg "$2"
    ;;
status) status ;;
url) url "$(peers_of "${1:-2}")" ;;
logs) logs ;;
sql)
    if [ $# -eq 2 ]; then
        peer=$(peers_of "$1")
        shift
    else
        peer=2
    fi
    [ $# -eq 1 ] || fail "usage: peer.sh sql [2|4|aggregator] STATEMENT"
    sql "$(database_of "$peer")" -e "$1"
    ;;
*)
    sed -n '2,26p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 64
    ;;
esac

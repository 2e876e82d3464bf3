#!/usr/bin/env bash
# A real BMLT root server 2.16.6 on loopback, as a test peer: Debian's PHP 8.2 and MariaDB, the Greater New York
# sample data, semantic administration and the contact form on (nothing is mailed).
#
#   Conformance/peer.sh install        install the Debian packages it needs (apt-get), if any is missing
#   Conformance/peer.sh start [PORT]   start MariaDB and PHP's server (port 8765 by default); prints the root URL last
#   Conformance/peer.sh reset          put the pristine sample data back (the servers keep running)
#   Conformance/peer.sh stop           stop the processes this script started, by their recorded ids
#   Conformance/peer.sh status         say whether it runs (exit status 0) or not (3)
#   Conformance/peer.sh url            print the root URL
#   Conformance/peer.sh logs           print where the logs are
#   Conformance/peer.sh sql STATEMENT  run SQL on its database (for what 2.x's administration cannot set)
#
# Everything lives in $BMLT_PEER_DIR (default: .build/conformance in the repository) and listens on 127.0.0.1 only.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/.." && pwd)
work=$(realpath -m -- "${BMLT_PEER_DIR:-$repo/.build/conformance}")
dump=$repo/Sources/BMLTLocalServer/Resources/SampleData/gnyr-sample-bmlt.sql
server=$here/server-2.16.6/main_server
socket=$work/mariadb.sock
# A socket's path has at most 107 bytes: a deep work folder's goes to the temporary folder, named after the work folder.
[ ${#socket} -lt 100 ] || socket=${TMPDIR:-/tmp}/bmlt-peer-$(printf '%s' "$work" | md5sum | cut -c1-16).sock
database=bmlt
pristine=bmlt_pristine
packages=(php8.2-cli php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl mariadb-server curl patch)

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
    for tool in php mariadbd mariadb-install-db mariadb curl patch ps setsid flock; do
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
        setsid mariadbd --no-defaults --user="$(id -un)" --datadir="$work/mariadb" --socket="$socket" \
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

# The sample dump as it is (MyISAM tables, prefix na_), into a new database.
import_sample() {
    sql -e "DROP DATABASE IF EXISTS $database; CREATE DATABASE $database;
            CREATE USER IF NOT EXISTS 'bmlt'@'localhost' IDENTIFIED BY 'bmlt-peer';
            GRANT ALL ON $database.* TO 'bmlt'@'localhost';
            CREATE USER IF NOT EXISTS 'bmlt'@'127.0.0.1' IDENTIFIED BY 'bmlt-peer';
            GRANT ALL ON $database.* TO 'bmlt'@'127.0.0.1';"
    sql "$database" <"$dump"
}

# The migrated sample copied table by table into $pristine, with each table's next AUTO_INCREMENT value (a copy's
# would be its largest id + 1, not the dump's), so that `reset` can put it back without a new import and warm-up.
snapshot() {
    local tables table
    tables=$(sql -N -e "SELECT table_name FROM information_schema.tables WHERE table_schema = '$database'")
    {
        echo "DROP DATABASE IF EXISTS $pristine; CREATE DATABASE $pristine;"
        echo "CREATE TABLE $pristine.auto_increments (table_name VARCHAR(64) PRIMARY KEY, next BIGINT UNSIGNED);"
        for table in $tables; do
            echo "CREATE TABLE $pristine.$table LIKE $database.$table;"
            echo "INSERT INTO $pristine.$table SELECT * FROM $database.$table;"
        done
        echo "INSERT INTO $pristine.auto_increments SELECT table_name, auto_increment FROM information_schema.tables
              WHERE table_schema = '$database' AND auto_increment IS NOT NULL;"
    } | sql
}

# Not atomic: a request made while it runs may find tables missing.
restore() {
    local tables table
    tables=$(sql -N -e "SELECT table_name FROM information_schema.tables
                        WHERE table_schema = '$pristine' AND table_name <> 'auto_increments'")
    {
        # Tables that a test created beside the sample's go too.
        sql -N -e "SELECT CONCAT('DROP TABLE $database.', table_name, ';') FROM information_schema.tables
                   WHERE table_schema = '$database'"
        for table in $tables; do
            echo "CREATE TABLE $database.$table LIKE $pristine.$table;"
            echo "INSERT INTO $database.$table SELECT * FROM $pristine.$table;"
        done
        sql -N -e "SELECT CONCAT('ALTER TABLE $database.', table_name, ' AUTO_INCREMENT = ', next, ';')
                   FROM $pristine.auto_increments"
    } | sql
}

has_snapshot() {
    [ "$(sql -N -e "SELECT COUNT(*) FROM information_schema.tables
                    WHERE table_schema = '$pristine' AND table_name = 'auto_increments'")" = 1 ]
}

# ---------------------------------------------------------------------------------------------------------------------
# The server: a patched copy of the vendored one, its configuration beside main_server (where 2.x looks for it).

prepare_server() {
    local www=$work/www patch
    rm -rf "$www"
    mkdir -p "$www" "$work/sessions"
    cp -R "$server" "$www/main_server"
    for patch in "$here"/patches/*.patch; do
        [ -e "$patch" ] || continue
        patch --quiet --forward --batch -p1 -d "$www" <"$patch" || fail "$(basename "$patch") does not apply"
    done
    # As 2.16.6's installer writes it (local_server/install_wizard/installer_ajax.php), with the values the recorded
    # server had (GetServerInfo of Tests/BMLTFixtures/server-2.16.6) but for the contact form, which is on here.
    # PDO's DSN is "mysql:host=$dbServer;dbname=$dbName", so the socket rides on the host: through the socket, 2.16.6's
    # many small queries take about a tenth less time than through TCP (get_service_body_info makes 62,000).
    cat >"$www/auto-config.inc.php" <<PHP
<?php
defined('BMLT_EXEC') or die ('Cannot Execute Directly');   // Makes sure that this file is in the correct context.

// Written by Conformance/peer.sh.

// Database settings:
\$dbType = 'mysql';
\$dbName = '$database';
\$dbUser = 'bmlt';
\$dbPassword = 'bmlt-peer';
\$dbServer = 'localhost;unix_socket=$socket';
\$dbPrefix = 'na';

// Location and Map settings:
\$region_bias = 'us';
\$gkey = '';
\$search_spec_map_center = array('longitude' => -79.793701171875, 'latitude' => 36.065752051707, 'zoom' => 10);
\$comdef_distance_units = 'mi';

// Display settings:
\$bmlt_title = 'BMLT Administration';
\$banner_text = 'Administration Login';

// Miscellaneous settings:
\$comdef_global_language = 'en';
\$min_pw_len = 10;
\$number_of_meetings_for_auto = 10;
\$change_depth_for_meetings = 5;
\$default_duration_time = '1:00:00';
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

start_php() {
    local port=$1
    echo "$port" >"$work/port"
    # PHP's mail() runs sendmail_path: /bin/true takes the message and sends nothing (contact.php sees success).
    PHP_CLI_SERVER_WORKERS=2 setsid php -d sendmail_path=/bin/true -d display_errors=0 -d log_errors=1 \
        -d error_log="$work/php.log" -d session.save_path="$work/sessions" -d date.timezone=UTC \
        -S "127.0.0.1:$port" -t "$work/www" </dev/null >"$work/php-server.log" 2>&1 9>&- &
    echo $! >"$work/php.pid"
    local deadline=$((SECONDS + 30))
    until in_use "$port"; do
        kill -0 "$(cat "$work/php.pid")" 2>/dev/null || fail "PHP's server stopped; see $work/php-server.log"
        [ $SECONDS -lt $deadline ] || fail "PHP's server did not listen on 127.0.0.1:$port within 30 s"
        sleep 0.1
    done
}

url() {
    [ -s "$work/port" ] || fail "never started in $work"
    echo "http://127.0.0.1:$(cat "$work/port")/main_server"
}

# 2.16.6 upgrades the imported schema on the requests that connect to its database through local_server (the front
# page, json.php), one migration a request under PHP 8: each migration's commit fails ("There is no active
# transaction", as MySQL commits on each ALTER TABLE by itself) after the migration took effect, and the request
# answers 500. The front page is loaded until GetServerInfo reports the last migration's version.
warm_up() {
    local base last deadline=$((SECONDS + 120))
    base=$(url)
    last=$(grep -oE 'array\(([0-9]+), function' "$work/www/main_server/local_server/db_connect.php" |
        grep -oE '[0-9]+' | sort -n | tail -n 1)
    while [ $SECONDS -lt $deadline ]; do
        if curl -sf --max-time 20 "$base/client_interface/json/?switcher=GetServerInfo" 2>/dev/null |
            grep -q "\"version\":\"2.16.6\".*\"dbVersion\":\"$last\""; then
            return 0
        fi
        curl -s --max-time 20 -o /dev/null "$base/" || true
        sleep 0.1
    done
    fail "GetServerInfo did not report database version $last within 120 s; see $work/php.log"
}

# ---------------------------------------------------------------------------------------------------------------------
# commands

running() { ours php && ours mariadb; }

start() {
    local port=${1:-8765}
    [[ $port =~ ^[0-9]+$ ]] && [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || fail "not a port: $port"
    if running; then
        url
        return 0
    fi
    need_tools
    # What is left of an earlier run that stopped half-way.
    halt php
    halt mariadb
    in_use "$port" && fail "127.0.0.1:$port is in use by something else"
    trap 'say "start failed; stopping what it started"; halt php; halt mariadb' EXIT
    start_database
    prepare_server
    start_php "$port"
    import_sample
    warm_up
    snapshot
    trap - EXIT
    url
}

reset() {
    running || fail "not running: start it first"
    if has_snapshot; then
        restore
    else
        import_sample
        warm_up
        snapshot
    fi
    warm_up
}

stop() {
    halt php
    halt mariadb
    rm -f "$socket"
}

status() {
    if running; then
        echo "running at $(url)"
    elif ours php || ours mariadb; then
        echo "partly running ($(ours php && echo PHP)$(ours mariadb && echo MariaDB) only): run stop, then start"
        return 3
    else
        echo "stopped"
        return 3
    fi
}

logs() {
    echo "PHP errors:              $work/php.log"
    echo "PHP's server (requests): $work/php-server.log"
    echo "MariaDB:                 $work/mariadb.log"
}

# One command at a time in a work folder (tests that run in parallel may ask for reset together). The servers are
# started without this descriptor, so that they do not hold the lock.
lock() {
    mkdir -p "$work"
    exec 9>"$work/lock"
    flock -w 300 9 || fail "another peer.sh command has held $work/lock for 300 s"
}

case "${1:-}" in
install) install ;;
start)
    lock
    start "${2:-}"
    ;;
reset)
    lock
    reset
    ;;
stop)
    lock
    stop
    ;;
status) status ;;
url) url ;;
logs) logs ;;
sql)
    [ $# -eq 2 ] || fail "usage: peer.sh sql STATEMENT"
    sql "$database" -e "$2"
    ;;
*)
    sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 64
    ;;
esac

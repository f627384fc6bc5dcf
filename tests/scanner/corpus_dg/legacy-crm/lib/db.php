<?php
function db()
{
    static $conn = null;
    if ($conn === null) {
        $conn = new mysqli(DB_HOST, DB_USER, DB_PASS, DB_NAME);
        if ($conn->connect_errno) {
            bl_log('db', 'connect failed: ' . $conn->connect_error);
            header('HTTP/1.1 503 Service Unavailable');
            exit('Database unavailable');
        }
        $conn->set_charset('utf8mb4');
    }
    return $conn;
}

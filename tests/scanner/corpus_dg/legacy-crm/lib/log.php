<?php
function bl_log($channel, $message)
{
    $line = sprintf("[%s] %s: %s\n", date('Y-m-d H:i:s'), $channel, $message);
    @file_put_contents('/var/log/brightline/crm.log', $line, FILE_APPEND | LOCK_EX);
}

function bl_alert($message)
{
    bl_log('alert', $message);
    @mail(ADMIN_EMAIL, '[CRM] ' . substr($message, 0, 60), $message);
}

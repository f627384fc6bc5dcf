<?php
/**
 * Turn whatever the showroom typed into E.164. US/CA only.
 */
function normalize_phone($raw)
{
    $digits = preg_replace('/\D+/', '', (string) $raw);
    if (strlen($digits) == 10) {
        $digits = '1' . $digits;
    }
    if (strlen($digits) != 11 || $digits[0] != '1') {
        return null;
    }
    return '+' . $digits;
}

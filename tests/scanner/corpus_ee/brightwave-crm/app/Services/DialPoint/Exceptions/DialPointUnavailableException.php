<?php

namespace App\Services\DialPoint\Exceptions;

/**
 * Thrown when DialPoint could not serve the request at all (network error,
 * upstream outage). Jobs catch this and release themselves back on the queue.
 */
class DialPointUnavailableException extends DialPointException
{
}

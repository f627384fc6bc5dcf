<?php

namespace App\Services\RingLane;

use App\Services\RingLane\Exceptions\RingLaneDisabled;
use App\Services\RingLane\Exceptions\RingLaneUnavailable;
use App\Services\RingLane\Exceptions\UnknownRingLaneUser;
use Illuminate\Http\Client\Response;

final class ErrorTranslator
{
    public static function translate(Response $response): \Throwable
    {
        $base = RingLaneException::fromResponse($response);

        return match ($response->status()) {
            401 => new RingLaneException('RingLane rejected our API key', 401, $base),
            404 => $base->isUserNotFound()
                ? new UnknownRingLaneUser($base->getMessage(), 404, $base)
                : $base,
            502 => new RingLaneUnavailable('RingLane identity provider unreachable', 502, $base),
            503 => new RingLaneDisabled('Public API is disabled for our RingLane account', 503, $base),
            default => $base,
        };
    }
}

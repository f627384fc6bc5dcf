<?php

declare(strict_types=1);

namespace App\Ringwell\Exception;

/**
 * Ringwell could not resolve the acting user in its identity provider.
 */
final class ActingUserNotFoundException extends RingwellApiException
{
}

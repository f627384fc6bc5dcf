<?php

declare(strict_types=1);

namespace App\Ringwell\Exception;

final class RingwellDisabledException extends RingwellApiException
{
}

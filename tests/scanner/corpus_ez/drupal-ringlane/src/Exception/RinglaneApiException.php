<?php

namespace Drupal\ringlane\Exception;

use Psr\Http\Message\ResponseInterface;

class RinglaneApiException extends \RuntimeException {

  /**
   * @param array<int, array{path: string, message: string}> $details
   */
  public function __construct(string $message, int $status = 0, protected array $details = [], ?\Throwable $previous = NULL) {
    parent::__construct($message, $status, $previous);
  }

  public static function fromResponse(ResponseInterface $response, ?\Throwable $previous = NULL): static {
    $status = $response->getStatusCode();
    $data = json_decode((string) $response->getBody(), TRUE) ?: [];
    $message = is_string($data['error'] ?? NULL) ? $data['error'] : $response->getReasonPhrase();
    return new static($message, $status, $data['details'] ?? [], $previous);
  }

  public function getDetails(): array {
    return $this->details;
  }

  public function isTransient(): bool {
    // 502 = Ringlane could not reach its identity provider, 429 = throttled.
    return in_array($this->getCode(), [429, 502], TRUE);
  }

  public function isApiDisabled(): bool {
    return $this->getCode() === 503;
  }

  public function isUnknownUser(): bool {
    return $this->getCode() === 404 && stripos($this->getMessage(), 'user not found') !== FALSE;
  }

  public function fieldErrors(): array {
    $out = [];
    foreach ($this->details as $detail) {
      $out[$detail['path'] ?? '_'] = $detail['message'] ?? '';
    }
    return $out;
  }

}

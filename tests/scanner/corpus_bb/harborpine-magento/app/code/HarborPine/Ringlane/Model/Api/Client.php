<?php

namespace HarborPine\Ringlane\Model\Api;

use Magento\Framework\App\Config\ScopeConfigInterface;
use Magento\Framework\Encryption\EncryptorInterface;
use Magento\Framework\HTTP\Client\CurlFactory;
use Magento\Framework\Serialize\Serializer\Json;
use Psr\Log\LoggerInterface;

class Client
{
    private const XML_BASE = 'harborpine_ringlane/general/api_base';
    private const XML_KEY = 'harborpine_ringlane/general/api_key';
    private const XML_USER = 'harborpine_ringlane/general/acting_user';

    public function __construct(
        private readonly ScopeConfigInterface $config,
        private readonly EncryptorInterface $encryptor,
        private readonly CurlFactory $curlFactory,
        private readonly Json $json,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function listOptions(): array
    {
        $curl = $this->curlFactory->create();
        $curl->addHeader('x-api-key', $this->encryptor->decrypt((string) $this->config->getValue(self::XML_KEY)));
        $curl->addHeader('x-user-email', (string) $this->config->getValue(self::XML_USER));
        $curl->get(rtrim((string) $this->config->getValue(self::XML_BASE), '/') . '/contact-lists?limit=100');

        $data = $this->json->unserialize($curl->getBody() ?: '{}');
        return array_column($data['data'] ?? [], 'name', 'id');
    }

    public function addToList(string $listId, string $phone, string $name): bool
    {
        $curl = $this->curlFactory->create();
        $curl->setHeaders([
            'Content-Type' => 'application/json',
            'x-api-key' => $this->encryptor->decrypt((string) $this->config->getValue(self::XML_KEY)),
            'x-user-email' => (string) $this->config->getValue(self::XML_USER),
        ]);
        $curl->setTimeout(8);

        $url = rtrim((string) $this->config->getValue(self::XML_BASE), '/') . '/contact-lists/' . $listId . '/contacts';
        $curl->post($url, $this->json->serialize(['contacts' => [['phone' => $phone, 'name' => $name]]]));

        $status = $curl->getStatus();
        if ($status < 300) {
            return true;
        }

        $body = $this->json->unserialize($curl->getBody() ?: '{}');
        if ($status === 404 && ($body['error'] ?? '') === 'user not found') {
            $this->logger->critical('[Ringlane] acting user is not a Ringlane user; fix Stores > Config > Ringlane');
        } else {
            $this->logger->error('[Ringlane] ' . $status . ' ' . ($body['error'] ?? ''));
        }

        return false;
    }
}

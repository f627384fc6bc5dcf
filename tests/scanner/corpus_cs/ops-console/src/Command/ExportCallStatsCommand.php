<?php

namespace App\Command;

use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputArgument;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Output\OutputInterface;
use Symfony\Contracts\HttpClient\HttpClientInterface;

/**
 * Pulls daily call stats from the BI warehouse API (behind AWS API Gateway) and
 * writes them as CSV for the Monday sales meeting.
 */
#[AsCommand(name: 'stats:export-calls')]
final class ExportCallStatsCommand extends Command
{
    public function __construct(private readonly HttpClientInterface $httpClient)
    {
        parent::__construct();
    }

    protected function configure(): void
    {
        $this->addArgument('file', InputArgument::REQUIRED);
    }

    protected function execute(InputInterface $input, OutputInterface $output): int
    {
        $response = $this->httpClient->request('GET', 'https://k3x9q1.execute-api.eu-west-1.amazonaws.com/prod/v1/call-stats', [
            'headers' => ['x-api-key' => $_ENV['BI_GATEWAY_KEY'] ?? ''],
        ]);

        $status = $response->getStatusCode();
        if ($status === 502 || $status === 503) {
            $output->writeln('<comment>Warehouse API is cold-starting, try again in a minute.</comment>');
            return Command::FAILURE;
        }

        $fh = fopen($input->getArgument('file'), 'wb');
        fputcsv($fh, ['date', 'rep', 'calls', 'connected']);
        foreach ($response->toArray()['rows'] as $row) {
            fputcsv($fh, [$row['date'], $row['rep'], $row['calls'], $row['connected']]);
        }
        fclose($fh);

        return Command::SUCCESS;
    }
}

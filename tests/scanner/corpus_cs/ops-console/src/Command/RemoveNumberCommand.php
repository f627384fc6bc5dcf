<?php

namespace App\Command;

use App\Callvane\Http\CallvaneHttpClient;
use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputArgument;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Output\OutputInterface;

/**
 * GDPR / do-not-call requests: strip a phone number from every CRM list.
 */
#[AsCommand(name: 'callvane:remove-number', description: 'Remove a phone number from all crm-* contact lists')]
final class RemoveNumberCommand extends Command
{
    public function __construct(private readonly CallvaneHttpClient $callvane)
    {
        parent::__construct();
    }

    protected function configure(): void
    {
        $this->addArgument('phone', InputArgument::REQUIRED, 'E.164 number, e.g. +15555550100');
    }

    protected function execute(InputInterface $input, OutputInterface $output): int
    {
        $phone = (string) $input->getArgument('phone');
        if (!preg_match('/^\+[1-9]\d{6,14}$/', $phone)) {
            $output->writeln('<error>Not an E.164 number</error>');
            return Command::INVALID;
        }

        $hits = 0;
        foreach ($this->callvane->allLists() as $list) {
            if ($this->callvane->removeContact($list['id'], $phone)) {
                $output->writeln(sprintf('removed from %s', $list['name']));
                $hits++;
            }
        }

        $output->writeln(sprintf('<info>%d list(s) updated</info>', $hits));

        return Command::SUCCESS;
    }
}

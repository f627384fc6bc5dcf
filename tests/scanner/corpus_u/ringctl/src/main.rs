mod client;
mod config;
mod error;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "ringctl", about = "Manage Ringstead contact lists")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Print all contact lists
    Lists,
    /// Append phone numbers (E.164) to a list
    Add { list: String, phones: Vec<String> },
    /// Remove one phone number from a list
    Rm { list: String, phone: String },
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let rs = client::Ringstead::new(config::Config::from_env()?);
    match cli.cmd {
        Cmd::Lists => {
            for l in rs.lists()? {
                println!("{:<28} {:<40} {}", l.id, l.name, l.size);
            }
        }
        Cmd::Add { list, phones } => rs.append(&list, &phones)?,
        Cmd::Rm { list, phone } => rs.remove(&list, &phone)?,
    }
    Ok(())
}

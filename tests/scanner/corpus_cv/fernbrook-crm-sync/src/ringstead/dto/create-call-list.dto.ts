import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateCallListDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name!: string;

  @IsOptional()
  @IsString()
  hubspotListId?: string;
}

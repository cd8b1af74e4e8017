import type { BlockAttributes, BlockLayout } from './blocks';
import ArticleOverview from './blocks/ArticleOverview.astro';
import Contact from './blocks/Contact.astro';
import CtaBlock from './blocks/CtaBlock.astro';
import FaqList from './blocks/FaqList.astro';
import FeatureGrid from './blocks/FeatureGrid.astro';
import GenderCats from './blocks/GenderCats.astro';
import GenderSplit from './blocks/GenderSplit.astro';
import HeroBlock from './blocks/HeroBlock.astro';
import HeroCollage from './blocks/HeroCollage.astro';
import HeroCta from './blocks/HeroCta.astro';
import HeroImage from './blocks/HeroImage.astro';
import HeroSplit from './blocks/HeroSplit.astro';
import ImageText from './blocks/ImageText.astro';
import ProductList from './blocks/ProductList.astro';
import SelectedProducts from './blocks/SelectedProducts.astro';
import StatsBlocks from './blocks/StatsBlocks.astro';
import StatsSimple from './blocks/StatsSimple.astro';
import StatsWithImage from './blocks/StatsWithImage.astro';
import StatsWithText from './blocks/StatsWithText.astro';
import StatsWithTitle from './blocks/StatsWithTitle.astro';
import TeamMembers from './blocks/TeamMembers.astro';
import TestimonialGrid from './blocks/TestimonialGrid.astro';
import TestimonialStars from './blocks/TestimonialStars.astro';
import TestimonialWithGrid from './blocks/TestimonialWithGrid.astro';
import TextBlock from './blocks/TextBlock.astro';
import TextDouble from './blocks/TextDouble.astro';
import TextWithStat from './blocks/TextWithStat.astro';
import ThreeColumnsImages from './blocks/ThreeColumnsImages.astro';
import TitleGrid from './blocks/TitleGrid.astro';
import TitleSubtitle from './blocks/TitleSubtitle.astro';
import TitleSubtitleCenter from './blocks/TitleSubtitleCenter.astro';

// A complete record typed by layout: a block type without a component, or a component whose
// props do not match its block's attributes, fails the type check.
export type BlockComponent<L extends BlockLayout> = (props: {
  blockKey: string;
  attributes: BlockAttributes<L>;
  first?: boolean;
}) => unknown;
/** The component of every block layout: BlockRenderer renders with it, the rendering test checks each one. */
export const blockComponents: { [L in BlockLayout]: BlockComponent<L> } = {
  ArticleOverview,
  Contact,
  CtaBlock,
  FaqList,
  FeatureGrid,
  GenderCats,
  GenderSplit,
  HeroBlock,
  HeroCollage,
  HeroCta,
  HeroImage,
  HeroSplit,
  ImageText,
  ProductList,
  SelectedProducts,
  StatsBlocks,
  StatsSimple,
  StatsWithImage,
  StatsWithText,
  StatsWithTitle,
  TeamMembers,
  TestimonialGrid,
  TestimonialStars,
  TestimonialWithGrid,
  TextBlock,
  TextDouble,
  TextWithStat,
  ThreeColumnsImages,
  TitleGrid,
  TitleSubtitle,
  TitleSubtitleCenter,
};
